import { Command, CommanderError, Option } from 'commander';
import { registerDbCommands } from './commands/db';
import { registerManagerCommands } from './commands/manager';
import { registerDemoCommands } from './commands/demo';
import { registerServeCommand } from './commands/serve';
import { red, type Output } from './output';
import type { CliServices } from './cli-services';
import { CliExit } from './cli-error';

const EXAMPLES = `
Examples:
  $ park db migrate          bring the schema up to date
  $ park db seed             add the demo park to an empty database
  $ park db status           list migrations and whether they ran
  $ park serve               serve the park on http://localhost:3000
  $ park dashboard           today's dashboard: tickets, restaurant, maintenance, shop
  $ park report finance --from 2026-06-01 --to 2026-06-30 --category all
  $ park weather set --condition rainy --as staff@example.com
  $ park tickets list --order 42
  $ park tickets pdf --order 42 --out tickets.pdf
  $ park gate check CODE --gate North --as staff@example.com
  $ park employee list --format csv
  $ park audit --from 2026-07-01 --action capacity.set

Environment:
  DATABASE_URL   pglite://./.data/park (default), pglite://memory or postgres://user@host/db
  PORT           HTTP port for \`park serve\` (default 3000)
  PARK_TZ        the park's time zone (default America/Chicago)
  PARK_AS        the employee (email) that writes are attributed to, like --as
  TICKET_SECRET  signs ticket codes (else a key derived from SESSION_SECRET): the server's, for
                 \`park tickets\` and \`park gate check\`. Without either, the public development
                 ticket key signs codes only on an embedded database (pglite://), never on
                 PostgreSQL (postgres://) or with NODE_ENV=production
  COLUMNS        the width tables fit (default: the terminal's, else 80); a wider table is
                 folded under its first column, or printed as a block per row

On the embedded database (pglite://dir) one process at a time: stop \`park serve\` before
running another command, or use PostgreSQL, which the server and \`park\` share.`;

/** The `park` command, built around the services it drives (tested as a real process). */
export function createProgram(services: CliServices, output: Output): Command {
  const program = new Command('park')
    .description('Run and administer Dreamland Park from a terminal.')
    .version('0.1.0', '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .configureOutput({
      writeOut: (text) => output.out(text),
      writeErr: (text) => output.err(text),
      // commander's own refusals (an unknown option or command, a missing argument) in the
      // CLI's words: one line, `park: …`, with where to read more.
      outputError: (text, write) => write(red(output, commanderError(text))),
    })
    .configureHelp({ showGlobalOptions: true })
    .addOption(
      new Option(
        '--as <email>',
        'the employee a write is attributed to: active, and a Manager where the web requires one',
      ).env('PARK_AS'),
    )
    .addHelpText('after', EXAMPLES)
    .exitOverride();
  registerDbCommands(program, services, output);
  registerServeCommand(program, services);
  registerManagerCommands(program, services, output);
  registerDemoCommands(program, services, output);
  return program;
}

/** Runs the program on argv and turns every outcome into an exit code. */
export async function runProgram(
  program: Command,
  argv: string[],
  output: Output,
): Promise<number> {
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliExit) return error.exitCode;
    output.err(red(output, `park: ${error instanceof Error ? error.message : String(error)}`));
    return 1;
  }
}

/** "error: unknown option '--x'\n" → "park: unknown option '--x' (see park --help)\n". */
export function commanderError(text: string): string {
  const line = text
    .trim()
    .split('\n')[0]!
    .replace(/^error: /, '');
  return `park: ${line} (see park --help)\n`;
}

import { Command, CommanderError, Option } from 'commander';
import { registerDbCommands } from './commands/db';
import { registerManagerCommands } from './commands/manager';
import { registerDemoCommands } from './commands/demo';
import { registerServeCommand } from './commands/serve';
import { DEFAULT_WIDTH, red, type Output } from './output';
import { wrap } from './render';
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

On the embedded database (pglite://dir) a running \`park serve\` shares the database with
the other commands; without a server, one command at a time opens it.`;

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const isExample = (line: string) => line.trimStart().startsWith('$ ');
/** Where a line's text starts: after a term and two spaces (Examples, Environment), else 0. */
const termOf = (line: string, width: number) => {
  const term = /^\s*\S.*?\s{2,}(?=\S)/.exec(line)?.[0].length ?? 0;
  return term <= width / 2 ? term : 0;
};

/**
 * Help text fitted to `width`, broken between words: a longer line goes on under its
 * description (after a term and two spaces, as in Examples and Environment), under an
 * example's command, or under its own indentation (prose). The words that did not fit join
 * the next line when it goes on with the same text, so a paragraph stays one paragraph.
 */
export function fitHelp(text: string, width: number): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const indent = indentOf(line);
    const start = termOf(line, width) || indent;
    const hang = start === indent && isExample(line) ? indent + 4 : start;
    const [first = '', ...rest] = wrap(line.slice(start), width - hang);
    out.push(line.slice(0, start) + first);
    const next = lines[i + 1];
    const goesOn =
      !isExample(line) &&
      next !== undefined &&
      next.trim() !== '' &&
      indentOf(next) === hang &&
      !isExample(next) &&
      !termOf(next, width) &&
      !/:$/.test(next);
    if (goesOn && rest.length > 0)
      lines[i + 1] = ' '.repeat(hang) + [...rest, next.trim()].join(' ');
    else out.push(...rest.map((part) => ' '.repeat(hang) + part));
  }
  return out.join('\n');
}

/** The `park` command, built around the services it drives (main.ts and the tests pass them in). */
export function createProgram(services: CliServices, output: Output): Command {
  const helpWidth = output.width ?? DEFAULT_WIDTH;
  const program = new Command('park')
    .description('Run and administer Dreamland Park from a terminal.')
    .version('0.1.0', '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .configureOutput({
      // Help (the only thing commander writes to stdout) fits the terminal, COLUMNS, else 80.
      writeOut: (text) => output.out(fitHelp(text, helpWidth)),
      getOutHelpWidth: () => helpWidth,
      getErrHelpWidth: () => helpWidth,
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

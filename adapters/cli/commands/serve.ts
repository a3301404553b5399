import type { Command } from 'commander';
import type { CliServices } from '../cli-services';

/** `park serve`: the web app and API on one port, until Ctrl-C. */
export function registerServeCommand(program: Command, services: CliServices) {
  program
    .command('serve')
    .description(
      'serve the park (API and web app) on PORT; an empty embedded database is migrated and seeded first',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ park serve\n  $ PORT=8080 DATABASE_URL=pglite://memory park serve\n\n' +
        'A new embedded database: run `park db migrate` first. The process that creates a PGlite\n' +
        'database keeps some 500 MB more memory for its life; `make run` migrates first.\n\n' +
        'While it serves an embedded database, the other `park` commands reach it through\n' +
        'an owner-only Unix socket beside the directory (<dir>.socket/).',
    )
    .action(() => services.serve());
}

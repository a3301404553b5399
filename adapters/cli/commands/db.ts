import type { Command } from 'commander';
import { dim, green, type Output } from '../output';
import type { CliServices, DatabaseTasks } from '../cli-services';

async function withDatabase<T>(services: CliServices, task: (db: DatabaseTasks) => Promise<T>) {
  const db = await services.openDatabase();
  try {
    return await task(db);
  } finally {
    await db.close();
  }
}

/** `park db migrate|seed|status`. */
export function registerDbCommands(program: Command, services: CliServices, output: Output) {
  const db = program
    .command('db')
    .description('migrate, seed and inspect the database named by DATABASE_URL');

  db.command('migrate')
    .description('apply every migration that has not run yet')
    .addHelpText(
      'after',
      '\nExample:\n  $ DATABASE_URL=postgres://postgres@127.0.0.1/park park db migrate',
    )
    .action(() =>
      withDatabase(services, async (tasks) => {
        const applied = await tasks.migrate();
        if (applied.length === 0) output.out('The schema is up to date.');
        else {
          for (const name of applied) output.out(`${green(output, 'applied')} ${name}`);
          output.out(`${applied.length} migration(s) applied.`);
        }
      }),
    );

  db.command('seed')
    .description(
      'add the demo park (attractions, restaurants, shop, 3 demo logins) to an empty park',
    )
    .addHelpText('after', '\nExample:\n  $ park db migrate && park db seed')
    .action(() =>
      withDatabase(services, async (tasks) => {
        await tasks.migrate();
        const { seeded } = await tasks.seed();
        output.out(
          seeded
            ? 'Seeded the demo park: attractions, restaurants, merchandise and the demo logins.'
            : 'The park already has data; nothing was seeded.',
        );
      }),
    );

  db.command('status')
    .description('list the migrations and whether each has run')
    .action(() =>
      withDatabase(services, async (tasks) => {
        const rows = await tasks.status();
        for (const row of rows) {
          output.out(
            `${row.applied ? green(output, 'applied') : dim(output, 'pending')} ${row.name}`,
          );
        }
        const pending = rows.filter((r) => !r.applied).length;
        output.out(
          pending === 0 ? 'The schema is up to date.' : `${pending} migration(s) pending.`,
        );
      }),
    );
}

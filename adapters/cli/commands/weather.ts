import type { Command } from 'commander';
import { z } from 'zod';
import { DEFAULT_WEATHER, WEATHER_CONDITIONS } from '../../../core/weather/weather';
import { WEATHER_SAVED, WEATHER_UNCHANGED } from '../../../core/weather/enter-weather';
import {
  checkRange,
  choiceOption,
  dateOption,
  formatOption,
  parseOptions,
  rangeOptions,
} from '../options';
import type { Output } from '../output';
import { actingEmployee, asOption, valueOf, withPark } from '../park-session';
import type { CliServices } from '../cli-services';
import { printListing } from '../render';

const setSchema = z.object({
  date: dateOption('--date').optional(),
  condition: choiceOption('--condition', WEATHER_CONDITIONS),
});
const showSchema = z.object({ date: dateOption('--date').optional(), format: formatOption });
const historySchema = z.object({ ...rangeOptions, format: formatOption }).superRefine(checkRange);

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

/** `park weather set|show|history`: the Weather Form and what visitors see on the home page. */
export function registerWeatherCommands(program: Command, services: CliServices, output: Output) {
  const weather = program
    .command('weather')
    .description("enter a day's weather (as an employee) and read it back");

  weather
    .command('set')
    .description("record a day's weather, like the Weather Form (needs --as an employee)")
    .option('--date <date>', 'the day, YYYY-MM-DD, not after today (default: today)')
    .option('--condition <condition>', `${WEATHER_CONDITIONS.join(', ')} (required)`)
    .addHelpText(
      'after',
      examples(
        'park weather set --condition rainy --as staff@example.com',
        'PARK_AS=manager@example.com park weather set --date 2026-07-04 --condition sunny',
      ),
    )
    .action((raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(setSchema, raw);
      return withPark(services, async (park) => {
        const employee = await actingEmployee(park, asOption(command), 'employee');
        const entry = valueOf(
          await park.enterWeather.execute({
            condition: o.condition,
            date: o.date ?? park.today(),
            actor: employee,
          }),
        );
        output.out(entry.outcome === 'saved' ? WEATHER_SAVED : WEATHER_UNCHANGED);
      });
    });

  weather
    .command('show')
    .description('the weather of one day (default today), as the home page shows it')
    .option('--date <date>', 'the day, YYYY-MM-DD (default: today)')
    .option('--format <format>', 'table or json', 'table')
    .addHelpText('after', examples('park weather show', 'park weather show --date 2026-07-04'))
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(showSchema, raw);
      return withPark(services, async (park) => {
        const date = o.date ?? park.today();
        const [record] = valueOf(await park.getWeatherHistory.execute({ from: date, to: date }));
        if (o.format === 'json') {
          const shown = {
            date,
            condition: record?.condition ?? DEFAULT_WEATHER,
            entered: !!record,
          };
          return output.out(JSON.stringify(shown, null, 2));
        }
        output.out(
          record
            ? `${date}: ${record.condition}`
            : `${date}: no weather entered (the park shows the default, ${DEFAULT_WEATHER})`,
        );
      });
    });

  weather
    .command('history')
    .description('the weather entered for each day of a range')
    .option('--from <date>', 'first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'last day, YYYY-MM-DD (required)')
    .option('--format <format>', 'table, json or csv', 'table')
    .addHelpText('after', examples('park weather history --from 2026-06-01 --to 2026-06-30'))
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(historySchema, raw);
      return withPark(services, async (park) => {
        const days = valueOf(await park.getWeatherHistory.execute({ from: o.from, to: o.to }));
        printListing(output, o.format, {
          columns: [
            { key: 'date', label: 'Date' },
            { key: 'condition', label: 'Condition' },
          ],
          rows: days.map((d) => ({ date: d.date, condition: d.condition })),
          emptyMessage: `No weather was entered from ${o.from} to ${o.to}.`,
          json: days,
        });
      });
    });
}

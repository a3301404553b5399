import cliProgress from 'cli-progress';
import type { Output } from '../output';

export interface DemoProgressView {
  update(done: number, rows: number): void;
  /** Ends the bar (safe to call twice). */
  stop(): void;
}

const rateOf = (rows: number, started: number) =>
  Math.round(rows / Math.max((performance.now() - started) / 1000, 0.001)).toLocaleString('en-US');

/**
 * The progress of `park demo generate` on stderr: a live bar on a terminal, otherwise (pipes,
 * logs, tests) one line about every 10 % of the days, so a log is not flooded.
 */
export function demoProgress(output: Output, days: number, started: number): DemoProgressView {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: 'days {bar} {value}/{total} | {rows} rows | {rate} rows/s | {duration_formatted}',
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    );
    // Started with the first day written, so a refusal shows no empty bar before its message.
    let state: 'waiting' | 'running' | 'stopped' = 'waiting';
    return {
      update: (done, rows) => {
        const payload = { rows: rows.toLocaleString('en-US'), rate: rateOf(rows, started) };
        if (state === 'waiting') bar.start(days, done, payload);
        else bar.update(done, payload);
        state = 'running';
      },
      stop: () => {
        if (state === 'running') bar.stop();
        state = 'stopped';
      },
    };
  }
  const step = Math.max(1, Math.ceil(days / 10));
  return {
    update: (done, rows) => {
      if (done % step !== 0 && done !== days) return;
      const percent = Math.round((done / days) * 100);
      output.err(
        `${done}/${days} days (${percent} %), ${rows.toLocaleString('en-US')} rows, ${rateOf(rows, started)} rows/s`,
      );
    },
    stop: () => {},
  };
}

import { addDays, type IsoDate } from '../core/shared/dates';
import { info, judged, type Figure } from './budget';
import { cannon, type CannonResult } from './cannon';
import type { HttpSettings } from './http-cases';
import { round } from './stats';

/** A day's sold tickets scanned at the gates, and what the database says afterwards. */
export interface GateRun {
  result: CannonResult;
  /** Codes scanned (each once, plus the repeats). */
  distinct: number;
  repeats: number;
  /** Admissions of the day marked used once the run is over. */
  used: number;
}

/** The bench server's helpers (bench/server.ts): a day of sold tickets, and its used count. */
export interface GateDay {
  /** Sells `tickets` admissions for `day` in bulk and answers their codes. */
  sell(day: IsoDate, tickets: number): Promise<string[]>;
  used(day: IsoDate): Promise<number>;
}

/** Tickets sold for the scanned day, and the share of codes scanned a second time. */
export const GATE_TICKETS = 20_000;
export const REPEAT_SHARE = 0.1;

/** A small deterministic generator (mulberry32), so every run scans in the same order. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The order of scans at the gates: every code once, in a shuffled order, and a share of them a
 * second time, some 100 to 5,000 scans after the first (a guest who tries again, a friend
 * holding a screenshot), never before it.
 */
export function scanOrder(codes: readonly string[], repeatShare: number, seed = 15): string[] {
  const next = random(seed);
  const shuffled = [...codes];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const scans = shuffled.map((code, at) => ({ code, at }));
  const repeats = Math.round(codes.length * repeatShare);
  for (let k = 0; k < repeats; k++) {
    const first = Math.floor(next() * shuffled.length);
    scans.push({ code: shuffled[first]!, at: first + 100 + next() * 4_900 });
  }
  return scans.sort((a, b) => a.at - b.at).map((s) => s.code);
}

/**
 * Check-ins at 50 gates: today's tickets, each code scanned once plus the repeats, by a staff
 * member's browser (a manager's here: both may check in). The warm-up scans tomorrow's codes,
 * which are refused as wrong-day after the same update, so no ticket of today is used by it.
 */
export async function runGateCase(
  url: string,
  headers: Record<string, string>,
  day: IsoDate,
  gate: GateDay,
  s: HttpSettings,
): Promise<GateRun> {
  const post = { url: new URL('/gate/check-in', url).href, method: 'POST' as const, headers };
  const bodies = (codes: readonly string[]) => {
    let next = 0;
    return () => {
      const i = next++;
      return JSON.stringify({ code: codes[i % codes.length], gate: `Gate ${(i % 50) + 1}` });
    };
  };
  const tomorrow = await gate.sell(addDays(day, 1), 2_000);
  await cannon({
    ...post,
    connections: s.connections,
    seconds: s.warmupSeconds,
    bodies: bodies(tomorrow),
  });
  const codes = await gate.sell(day, GATE_TICKETS);
  const scans = scanOrder(codes, REPEAT_SHARE);
  const result = await cannon({
    ...post,
    connections: s.connections,
    seconds: s.seconds,
    amount: scans.length,
    bodies: bodies(scans),
  });
  return {
    result,
    distinct: codes.length,
    repeats: scans.length - codes.length,
    used: await gate.used(day),
  };
}

/**
 * Scans per second (admitted and refused alike: a refusal is an answer the gate needs as
 * fast), p50 and p99, and the counts: admitted = distinct codes = used afterwards, the
 * repeats refused as already used, nothing else failed.
 */
export function gateFigures(group: string, run: GateRun, budgets: boolean): Figure[] {
  const { result: r, distinct, repeats, used } = run;
  const at = (figure: string) => ({ group, name: `gate check-in ${figure}` });
  const scans = {
    ...at('scans/s'),
    value: round((r.ok + r.conflicts) / r.seconds, 0),
    unit: 'scans/s',
  };
  const p99 = { ...at('p99'), value: r.p99, unit: 'ms' };
  const off =
    Math.abs(r.ok - distinct) + Math.abs(used - distinct) + Math.abs(r.conflicts - repeats);
  const counts = {
    ...at('counts off'),
    value: off,
    unit: '',
    note: `${r.ok} admitted, ${r.conflicts} refused, ${used} used; ${distinct} codes + ${repeats} repeats`,
  };
  const failed = {
    ...at('failed (not 2xx/409)'),
    value: r.non2xx - r.conflicts + r.errors,
    unit: '',
  };
  return [
    budgets ? judged(scans, '≥ 1000 scans/s', { atLeast: 1000 }) : info(scans),
    budgets ? judged(p99, '< 50 ms', { below: 50 }) : info(p99),
    info({ ...at('p50'), value: r.p50, unit: 'ms' }),
    judged(counts, '= 0 (admitted once each)', { below: 1 }),
    judged(failed, '= 0', { below: 1 }),
  ];
}

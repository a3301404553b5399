import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { isWithinDateBounds } from '../../core/shared/dates';
import { CliError } from './cli-error';

/** How a listing is printed: an aligned table (default), JSON or CSV. */
export const FORMATS = ['table', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** A date option written YYYY-MM-DD (a real day between 1900 and 2099). */
export const dateOption = (flag: string) =>
  z
    .string({ error: `${flag} is required (YYYY-MM-DD)` })
    .trim()
    .refine(isWithinDateBounds, {
      message: `${flag} must be a date written YYYY-MM-DD between 1900-01-01 and 2099-12-31`,
    });

/** Words as --help lists them: lower case, several words quoted, "a, b or c". */
export function choiceWords(words: readonly string[]): string {
  const shown = words.map((w) => w.toLowerCase()).map((w) => (w.includes(' ') ? `"${w}"` : w));
  return shown.length < 2
    ? shown.join('')
    : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/**
 * One of `values` in any case (spaces or dashes alike), answered as written in `values`. The
 * refusal lists the choices in --help's words (`words`, by default `values` lower-cased).
 */
export const choiceOption = <T extends string>(
  flag: string,
  values: readonly T[],
  words: readonly string[] = values,
) => {
  const message = `${flag} must be one of ${choiceWords(words)}`;
  const key = (v: string) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
  return z.string({ error: message }).transform((value, ctx) => {
    const found = values.find((v) => key(v) === key(value));
    if (found !== undefined) return found;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
};

export const formatOption = choiceOption('--format', FORMATS).default('table');

/** Free text: blank means none. */
export const textOption = (flag: string, max = 100) =>
  z
    .string()
    .max(max, `${flag} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null));

/** --from and --to: real days, the end not before the start. */
export const rangeOptions = {
  from: dateOption('--from'),
  to: dateOption('--to'),
};

export function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (range.to < range.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `--to (${range.to}) cannot be before --from (${range.from})`,
    });
}

/** Validates a command's options at the edge: the first problem is the one-line error. */
export function parseOptions<T>(schema: z.ZodType<T>, options: unknown): T {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid options');
}

const kindOf = (path: string) => {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch {
    return 'none';
  }
};

/**
 * A file to write (--pdf): refused while the options are read, before anything is printed,
 * when its folder does not exist or the name is a folder's.
 */
export const outputFileOption = (flag: string) =>
  z
    .string({ error: `${flag} needs a file name` })
    .min(1, `${flag} needs a file name`)
    .superRefine((file, ctx) => {
      const folder = dirname(resolve(file));
      if (kindOf(folder) !== 'folder')
        ctx.addIssue({ code: 'custom', message: `${flag}: the folder ${folder} does not exist` });
      else if (kindOf(file) === 'folder')
        ctx.addIssue({ code: 'custom', message: `${flag}: ${file} is a folder; name a file` });
    });

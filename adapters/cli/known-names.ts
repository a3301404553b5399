import { CliError } from './cli-error';

/** How the reports compare a name with the catalog's: trimmed, any case (`lower(name) = lower(?)`). */
const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Edits (insert, delete, replace one character) from `a` to `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The names a misspelt `typed` most likely meant: those it is part of ("diner" → "Main Street
 * Diner"), else those a few typing slips away (one in four characters, at least one), nearest
 * first. None when nothing is that close.
 */
export function closestNames(typed: string, names: readonly string[]): string[] {
  const wanted = key(typed);
  if (wanted.length >= 3) {
    const containing = names.filter((n) => key(n).includes(wanted));
    if (containing.length > 0 && containing.length <= 3) return containing;
  }
  const scored = names.map((name) => ({ name, distance: editDistance(wanted, key(name)) }));
  const best = Math.min(...scored.map((s) => s.distance));
  if (best > Math.max(1, Math.floor(wanted.length / 4))) return [];
  return scored.filter((s) => s.distance === best).map((s) => s.name);
}

/** Names as a sentence lists them: '"A", "B" or "C"'. */
export function nameList(names: readonly string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/**
 * The catalog's spelling of a `--attraction` or `--restaurant` name typed in any case (null when
 * none was given). A name the catalog does not know is refused (a report on it would be empty,
 * as if nothing had happened), in one line naming the closest names, or all of them.
 */
export function knownName(
  flag: string,
  kind: 'attraction' | 'restaurant',
  typed: string | null,
  names: readonly string[],
): string | null {
  if (typed === null) return null;
  const known = names.find((n) => key(n) === key(typed));
  if (known !== undefined) return known;
  const refusal = `${flag}: the park has no ${kind} named "${typed.trim()}"`;
  if (names.length === 0) throw new CliError(`${refusal} (it has no ${kind}s)`);
  const close = closestNames(typed, names);
  if (close.length > 0) throw new CliError(`${refusal}; did you mean ${nameList(close)}?`);
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  throw new CliError(`${refusal}; the ${kind}s are ${nameList(sorted)}`);
}

/**
 * What the Gate page remembers on this device (localStorage): the gate's name, and how many
 * tickets this device admitted on each park day (one key per day; older days are dropped when a
 * new day is counted). A browser that refuses storage still works, for this visit only.
 */
export const GATE_NAME_KEY = 'dreamland-park.gate.name';
export const CHECKINS_KEY_PREFIX = 'dreamland-park.gate.checkins.';

export const checkInsKey = (day: string) => `${CHECKINS_KEY_PREFIX}${day}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = storage();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch (error) {
    console.warn('The gate could not remember this on the device.', error);
  }
}

export function loadGateName(): string {
  return read(GATE_NAME_KEY) ?? '';
}

/** An empty name forgets it. */
export function saveGateName(name: string): void {
  write(GATE_NAME_KEY, name.trim() === '' ? null : name);
}

/** Today's admissions on this device. */
export function loadCheckIns(day: string): number {
  const count = Number(read(checkInsKey(day)));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** One more admission today; answers the new count. Other days' counts are dropped. */
export function countCheckIn(day: string): number {
  const next = loadCheckIns(day) + 1;
  write(checkInsKey(day), String(next));
  const s = storage();
  try {
    const stale: string[] = [];
    for (let i = 0; s && i < s.length; i += 1) {
      const key = s.key(i);
      if (key?.startsWith(CHECKINS_KEY_PREFIX) && key !== checkInsKey(day)) stale.push(key);
    }
    for (const key of stale) s?.removeItem(key);
  } catch {
    // Nothing to tidy where storage is refused.
  }
  return next;
}

import { readFileSync } from 'node:fs';

/** One field of /proc/PID/status in kB (VmRSS: resident now, VmHWM: the peak resident set). */
export function statusKb(status: string, field: 'VmRSS' | 'VmHWM'): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  return match ? Number(match[1]) : null;
}

/**
 * The peak resident memory of a process, in MB, read from the kernel (VmHWM is its high water
 * mark since it started), so no sample is ever missed. Linux only; null when the process is gone.
 */
export function peakRssMb(pid: number): number | null {
  return residentMb(pid, 'VmHWM');
}

/** The resident memory of a process now, in MB; null when the process is gone. */
export function rssMb(pid: number): number | null {
  return residentMb(pid, 'VmRSS');
}

function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = statusKb(readFileSync(`/proc/${pid}/status`, 'utf8'), field);
    return kb === null ? null : kb / 1024;
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import { streamErrorLog } from './request-log';

function recordingLog() {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) =>
    lines.push({ level, fields, message });
  return { lines, log: { debug: at('debug'), warn: at('warn') } };
}

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('streamErrorLog', () => {
  it('writes a client that went away at debug, with its code', () => {
    const { lines, log } = recordingLog();
    const onError = streamErrorLog(log as never);
    for (const code of ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']) {
      onError(withCode(code));
    }
    expect(lines.map((line) => line.level)).toEqual(['debug', 'debug', 'debug', 'debug']);
    expect(lines[0]).toMatchObject({ fields: { code: 'ERR_STREAM_PREMATURE_CLOSE' } });
  });

  it('warns about any other error, a code-less one and a thrown non-error included', () => {
    const { lines, log } = recordingLog();
    const onError = streamErrorLog(log as never);
    const failures = [withCode('ENOENT'), new Error('disk on fire'), 'a string', null];
    for (const failure of failures) onError(failure);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'warn', 'warn']);
    expect(lines.map((line) => line.fields)).toEqual(failures.map((err) => ({ err })));
    expect(new Set(lines.map((line) => line.message))).toEqual(new Set(['response error']));
  });
});

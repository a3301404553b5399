import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestLog, streamErrorLog } from './request-log';

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

  it('names the request the error belongs to when Koa hands its context', () => {
    const { lines, log } = recordingLog();
    streamErrorLog(log as never)(withCode('ECONNRESET'), { state: { requestId: 'r-1' } } as never);
    streamErrorLog(log as never)(withCode('ENOENT'), { state: { requestId: 'r-2' } } as never);
    expect(lines.map((line) => line.fields)).toEqual([
      { reqId: 'r-1', code: 'ECONNRESET' },
      { reqId: 'r-2', err: expect.any(Error) },
    ]);
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

describe('requestLog', () => {
  it('writes one line per request naming its id, without the query', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = { info: (fields: Record<string, unknown>) => lines.push(fields) };
    const headers: Record<string, string> = {};
    const ctx = {
      get: (name: string) => (name === REQUEST_ID_HEADER ? 'proxy-1' : ''),
      set: (name: string, value: string) => (headers[name] = value),
      state: {} as Record<string, unknown>,
      method: 'GET',
      path: '/forgot-password',
      status: 200,
    };
    await requestLog(log as never)(ctx as never, async () => {});
    expect(headers[REQUEST_ID_HEADER]).toBe('proxy-1');
    expect(ctx.state.requestId).toBe('proxy-1');
    expect(lines).toEqual([
      {
        reqId: 'proxy-1',
        method: 'GET',
        path: '/forgot-password',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
  });
});

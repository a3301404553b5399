import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET through node:http, which (unlike fetch) leaves the body as it came over the wire. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(url, { headers });
}

/** One request through node:http, any method it parses (fetch refuses TRACE), any body. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((done, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** The body as the client reads it once it undoes Content-Encoding. */
export function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** The header names a response varies by, lower-cased. */
export const varies = (response: RawResponse) =>
  (response.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());

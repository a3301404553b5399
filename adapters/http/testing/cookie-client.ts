import { CSRF_COOKIE, CSRF_HEADER } from '../csrf';
import { checkAnswer } from './contract-check';

/** One request's options: a JSON body, raw body, extra headers, and whether to echo the CSRF cookie. */
export interface RequestOptions {
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Echo the XSRF-TOKEN cookie in X-XSRF-TOKEN (default true). */
  csrf?: boolean;
}

/** A response with its body read once, as JSON when it is JSON. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
  /** The body as it came, byte for byte (a PDF's bytes do not survive `text`). */
  bytes: Uint8Array;
}

/**
 * A browser-like client for tests: keeps cookies between requests and, like the spec's HTTP
 * client, copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** A second client with a copy of this one's cookies (to replay an old session). */
  copy(): CookieClient {
    const other = new CookieClient(this.baseUrl);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  get(path: string, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('POST', path, { json, ...options });
  }

  put(path: string, json?: unknown, options: RequestOptions = {}): Promise<TestResponse> {
    return this.request('PUT', path, { json, ...options });
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: this.headersFor(options),
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      redirect: 'manual',
    });
    this.remember(response.headers.getSetCookie());
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('application/json');
    const body = json && text !== '' ? JSON.parse(text) : text; // a HEAD answer has no body
    // Every answer a test receives is checked against the contract's schema for its call.
    checkAnswer(method, path, response.status, body, json && text !== '', type);
    return {
      status: response.status,
      headers: response.headers,
      text,
      body,
      bytes,
    };
  }

  private headersFor(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const token = this.cookies.get(CSRF_COOKIE);
    if (options.csrf !== false && token) headers[CSRF_HEADER] = token;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return { ...headers, ...options.headers };
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

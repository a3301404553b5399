import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TICKET_CODE_MAX } from '../core/admissions/ticket-codes';
import { HmacTicketCodes } from './system/hmac-ticket-codes';

const KEY = 'k'.repeat(32);
const REF = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';

/** The code with its character at `i` replaced by another URL-safe one. */
function oneChanged(code: string, i: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const other = alphabet[(alphabet.indexOf(code[i]!) + 1) % alphabet.length]!;
  return code.slice(0, i) + other + code.slice(i + 1);
}

describe('HMAC ticket codes', () => {
  const codes = new HmacTicketCodes(KEY);

  it('turns a reference into 44 URL-safe characters and back', () => {
    const code = codes.codeOf(REF);
    expect(code).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(code.length).toBeLessThanOrEqual(TICKET_CODE_MAX);
    expect(codes.refOf(code)).toBe(REF);
    for (let i = 0; i < 50; i += 1) {
      const ref = randomUUID();
      expect(codes.refOf(codes.codeOf(ref))).toBe(ref);
    }
  });

  it('gives one reference the same code every time, and two references two codes', () => {
    expect(codes.codeOf(REF)).toBe(codes.codeOf(REF));
    expect(codes.codeOf(REF)).not.toBe(codes.codeOf(randomUUID()));
  });

  it('refuses the code with any one character changed, wherever it is', () => {
    const code = codes.codeOf(REF);
    for (let i = 0; i < code.length; i += 1)
      expect(codes.refOf(oneChanged(code, i)), `at ${i}`).toBeNull();
  });

  it('refuses a code signed with another key', () => {
    const other = new HmacTicketCodes('o'.repeat(32));
    expect(other.refOf(codes.codeOf(REF))).toBeNull();
    expect(codes.refOf(other.codeOf(REF))).toBeNull();
  });

  it('refuses garbage: empty, short, overlong, other characters, padding, whitespace', () => {
    const code = codes.codeOf(REF);
    for (const bad of [
      '',
      'garbage',
      code.slice(0, -1),
      `${code}A`,
      code + code,
      'x'.repeat(10_000),
      `${code.slice(0, 43)}=`,
      `${code.slice(0, 43)}+`,
      ` ${code.slice(1)}`,
      code.toUpperCase() === code ? code.toLowerCase() : code.toUpperCase(),
      REF,
    ])
      expect(codes.refOf(bad), JSON.stringify(bad.slice(0, 50))).toBeNull();
  });

  it('refuses a second spelling of the same bytes (the unused low bits of a last character)', () => {
    const code = codes.codeOf(REF);
    // the 22nd character holds 2 bits of the reference and 4 unused ones
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(code[21]!);
    const sibling = code.slice(0, 21) + alphabet[last | 1] + code.slice(22);
    expect(sibling).not.toBe(code);
    expect(Buffer.from(sibling.slice(0, 22), 'base64url')).toEqual(
      Buffer.from(code.slice(0, 22), 'base64url'),
    );
    expect(codes.refOf(sibling)).toBeNull();
  });

  it('wants a key of 32 characters or more, and a UUID to sign', () => {
    expect(() => new HmacTicketCodes('short')).toThrow();
    expect(() => codes.codeOf('not-a-uuid')).toThrow();
  });
});

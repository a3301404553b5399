import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to localhost on the configured port', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('takes the given address without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://park.example.com/' }).publicUrl).toBe(
      'https://park.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/park' }).publicUrl).toBe(
      'https://example.com/park',
    );
  });

  it('refuses anything but an http or https URL', () => {
    for (const PUBLIC_URL of ['park.example.com', 'ftp://park.example.com', 'javascript:x']) {
      expect(() => loadConfig({ PUBLIC_URL })).toThrow(ConfigError);
    }
  });
});

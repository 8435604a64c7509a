import { describe, expect, it } from 'vitest';
import { apiKeyOf, redact } from '../../engines/api-key.js';
import { isTransient, MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs } from '../../engines/client-errors.js';

const withHeaders = (status: number, headers: Record<string, string>) => Object.assign(new Error('x'), { status, headers: new Headers(headers) });

describe('client errors', () => {
  it('retries 5xx, 429 and connection faults, not other 4xx', () => {
    expect(isTransient(withHeaders(500, {}))).toBe(true);
    expect(isTransient(withHeaders(429, {}))).toBe(true);
    expect(isTransient(withHeaders(401, {}))).toBe(false);
    expect(isTransient(withHeaders(404, {}))).toBe(false);
    expect(isTransient(Object.assign(new Error('r'), { name: 'ResponseError', status_code: 503 }))).toBe(true);
    expect(isTransient(new TypeError('fetch failed', { cause: Object.assign(new Error('c'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(isTransient(new Error('bad schema'))).toBe(false);
  });

  it('reads retry-after as ms, seconds or an HTTP date, capped, else backs off exponentially', () => {
    expect(retryAfterMs(withHeaders(429, { 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(withHeaders(429, { 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(withHeaders(429, { 'retry-after': new Date(10_000).toUTCString() }), 7_000)).toBe(3000);
    expect(retryAfterMs(withHeaders(429, { 'retry-after': '3600' }))).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(withHeaders(429, {}))).toBeUndefined();
    expect(retryDelayMs(withHeaders(500, {}), 2, 100)).toBe(400);
    expect(retryDelayMs(withHeaders(500, {}), 10, 100)).toBe(MAX_BACKOFF_MS);
    expect(retryDelayMs(withHeaders(429, { 'retry-after': '1' }), 0, 100)).toBe(1000);
  });
});

describe('API keys', () => {
  it('come from the named variable, required for the vendor API or a named variable only', () => {
    expect(apiKeyOf({}, 'OPENAI_API_KEY', true, { OPENAI_API_KEY: 'k' })).toEqual({ variable: 'OPENAI_API_KEY', value: 'k', required: true });
    expect(apiKeyOf({}, 'OPENAI_API_KEY', false, {})).toEqual({ variable: 'OPENAI_API_KEY', value: undefined, required: false });
    expect(apiKeyOf({ api_key_env: 'MY_KEY' }, 'OPENAI_API_KEY', false, { OPENAI_API_KEY: 'k', MY_KEY: '' })).toEqual({
      variable: 'MY_KEY',
      value: undefined,
      required: true,
    });
  });

  it('are blanked out of text', () => {
    expect(redact('401: bad key sk-123 (sk-123)', 'sk-123')).toBe('401: bad key [redacted] ([redacted])');
    expect(redact('nothing', undefined)).toBe('nothing');
  });
});

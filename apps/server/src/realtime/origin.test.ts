import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin.js';

describe('isAllowedOrigin', () => {
  it.each([
    ['https://example.org', 'https://example.org', true],
    ['https://example.org', 'https://wotlk.example.org', true],
    ['https://www.example.org', 'https://sod.example.org', true],
    ['https://www.example.org', 'https://www.example.org', true],
    ['http://localhost:3000', 'http://localhost:3000', true],
    ['https://example.org', undefined, true],
    ['https://example.org', 'https://evil.org', false],
    ['https://example.org', 'https://example.org.evil.org', false],
    ['https://example.org', 'https://wotlk.evil-example.org', false],
    ['https://example.org', 'https://a.wotlk.example.org', false],
    ['https://example.org', 'http://wotlk.example.org', false],
    ['https://example.org', 'https://wotlk.example.org:8443', false],
    ['http://localhost:3000', 'http://localhost:3001', false],
    ['http://localhost:3000', 'http://wotlk.localhost:3000', false],
    ['http://127.0.0.1:3000', 'http://evil.127.0.0.1:3000', false],
    ['https://example.org', 'null', false],
    ['https://example.org', 'not a url', false],
  ])('base %s, origin %s: %s', (base, origin, allowed) => {
    expect(isAllowedOrigin(origin, base)).toBe(allowed);
  });

  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['http://LOCALHOST:3000', 'localhost:3000', true],
    ['http://127.0.0.1:3000', '127.0.0.1:3001', false],
    ['https://evil.org', '127.0.0.1:3000', false],
    ['http://127.0.0.1:3000', undefined, false],
  ])('base http://localhost:3000, origin %s sent to host %s: %s', (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, 'http://localhost:3000', host)).toBe(allowed);
  });
});

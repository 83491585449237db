import { describe, expect, it } from 'vitest';
import { tokenMayCall } from './tokenCalls.js';

describe('what an API token may call', () => {
  it.each([
    ['read', 'GET', '/api/raids', true],
    ['read', 'GET', '/api/gameData', true],
    ['read', 'POST', '/api/refreshRaid', false],
    ['write', 'GET', '/api/raids', true],
    ['write', 'POST', '/api/refreshRaid', true],
    ['write', 'GET', '/api/chars', false],
    ['write', 'GET', '/api/sessions', false],
    ['write', 'POST', '/api/createApiToken', false],
    ['write', 'GET', '/api/logout', false],
    ['write', 'POST', '/api/raids', false],
  ] as const)('%s token, %s %s: %s', (scope, method, url, allowed) => {
    expect(tokenMayCall(scope, method, url)).toBe(allowed);
  });
});

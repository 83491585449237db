import { describe, it, expect } from 'vitest';
import { expansionAddress, tenantSubdomain } from './tenant.js';

describe('tenantSubdomain (SPEC section 7)', () => {
  it.each(['localhost', 'localhost:3000', 'LOCALHOST'])('no subdomain for localhost: %s', (host) => {
    expect(tenantSubdomain(host)).toBeNull();
  });

  it.each(['127.0.0.1', '127.0.0.1:3000', '192.168.1.20:8080'])(
    'no subdomain for an IPv4 address: %s',
    (host) => {
      expect(tenantSubdomain(host)).toBeNull();
    },
  );

  it.each(['[::1]:3000', '[::1]', '::1', '2001:db8::1'])('no subdomain for an IPv6 address: %s', (host) => {
    expect(tenantSubdomain(host)).toBeNull();
  });

  it.each(['example.org', 'example.org:443', 'www.example.org', 'WWW.example.org:8080'])(
    'no subdomain for the main domain, two labels, or its www form: %s',
    (host) => {
      expect(tenantSubdomain(host)).toBeNull();
    },
  );

  it('no subdomain for an empty host', () => {
    expect(tenantSubdomain('')).toBeNull();
  });

  it.each([
    ['wotlk.example.org', 'wotlk'],
    ['WOTLK.Example.org:443', 'wotlk'],
    ['classic.example.org:3000', 'classic'],
    ['a.b.example.org', 'a'],
    ['wotlk.example.org.', 'wotlk'],
    ['  wotlk.example.org  ', 'wotlk'],
  ])('%s → %s', (host, subdomain) => {
    expect(tenantSubdomain(host)).toBe(subdomain);
  });
});

describe('expansionAddress', () => {
  it('keeps the main host for the current expansion', () => {
    expect(expansionAddress('https://raids.example.org', 'mop', true, '/raids/7')).toBe(
      'https://raids.example.org/raids/7',
    );
  });

  it.each([
    ['https://example.org', 'https://wotlk.example.org/raids/7'],
    ['https://www.example.org', 'https://wotlk.example.org/raids/7'],
    ['https://mop.example.org:8443', 'https://wotlk.example.org:8443/raids/7'],
  ])('puts another expansion on its subdomain of %s', (base, address) => {
    expect(expansionAddress(base, 'wotlk', false, '/raids/7')).toBe(address);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'names the expansion in the query where %s cannot carry a subdomain',
    (base) => {
      const address = new URL(expansionAddress(base, 'wotlk', false, '/raids/7'));
      expect(address.pathname).toBe('/raids/7');
      expect(address.searchParams.get('subdomain')).toBe('wotlk');
      expect(tenantSubdomain(address.host)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { chooseExpansion, expansionHref, isLocalHost } from './pageExpansion.js';

const at = (host: string, search = '') => ({ host, hostname: host.replace(/:\d+$/, ''), search });
const site = (host: string, protocol = 'https:') => ({ protocol, host, hostname: host.replace(/:\d+$/, '') });

describe('chooseExpansion', () => {
  it('takes the subdomain of a tenant host and ignores the parameter there', () => {
    expect(chooseExpansion(at('wotlk.example.org', '?subdomain=cata'), 'sod')).toBe('wotlk');
  });

  it('is the current expansion (null) on the main domain and its www form', () => {
    expect(chooseExpansion(at('example.org', '?subdomain=cata'), 'sod')).toBeNull();
    expect(chooseExpansion(at('www.example.org'), 'sod')).toBeNull();
  });

  it('reads the parameter on localhost and IP addresses, else what the tab remembered', () => {
    expect(chooseExpansion(at('localhost:3000', '?subdomain=wotlk'), 'sod')).toBe('wotlk');
    expect(chooseExpansion(at('127.0.0.1:3000'), 'sod')).toBe('sod');
    expect(chooseExpansion(at('localhost:3000'), null)).toBeNull();
  });

  it('ignores values that cannot be an expansion key', () => {
    expect(chooseExpansion(at('localhost', '?subdomain=%3Cscript%3E'), 'Wotlk!')).toBeNull();
  });
});

describe('expansionHref', () => {
  it('links other expansions to their subdomain and the current one to the main domain', () => {
    expect(expansionHref(site('example.org'), 'wotlk', false)).toBe('https://wotlk.example.org/');
    expect(expansionHref(site('wotlk.example.org'), 'cata', false)).toBe('https://cata.example.org/');
    expect(expansionHref(site('wotlk.example.org'), 'mop', true)).toBe('https://example.org/');
    expect(expansionHref(site('www.example.org'), 'sod', false)).toBe('https://sod.example.org/');
  });

  it('keeps the port', () => {
    expect(expansionHref(site('example.org:8443'), 'wotlk', false)).toBe('https://wotlk.example.org:8443/');
  });

  it('uses the query parameter on localhost, for the current expansion too', () => {
    expect(expansionHref(site('localhost:3000', 'http:'), 'wotlk', false)).toBe(
      'http://localhost:3000/?subdomain=wotlk',
    );
    expect(expansionHref(site('localhost:3000', 'http:'), 'mop', true)).toBe(
      'http://localhost:3000/?subdomain=mop',
    );
  });
});

describe('isLocalHost', () => {
  it('knows localhost and IP literals', () => {
    expect(['localhost', '10.0.0.7', '[::1]'].map(isLocalHost)).toEqual([true, true, true]);
    expect(isLocalHost('example.org')).toBe(false);
  });
});

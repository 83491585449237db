import { expansionAddress, tenantSubdomain } from '@raid/domain/rules/tenant';

/** The query parameter that names the expansion where the host cannot (the server reads the same one). */
const EXPANSION_PARAM = 'subdomain';
/** Per-tab memory of the expansion chosen on a host without subdomains. */
export const EXPANSION_STORAGE_KEY = 'expansion';

const expansionKey = /^[a-z][a-z0-9]{1,15}$/;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

interface PageLocation {
  host: string;
  hostname: string;
  search: string;
}

/** localhost and IP addresses cannot carry an expansion subdomain. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || ipv4.test(name) || name.startsWith('[') || name.includes(':');
}

function validKey(value: string | null | undefined): string | null {
  const key = value?.trim().toLowerCase();
  return key && expansionKey.test(key) ? key : null;
}

/**
 * The expansion this page shows, or null for the current one (the server's default). A subdomain decides
 * (`wotlk.example.org`); on the main domain it is the current expansion; on localhost or an IP address the
 * `subdomain` query parameter decides, else what this tab chose before.
 */
export function chooseExpansion(location: PageLocation, remembered: string | null): string | null {
  const fromHost = tenantSubdomain(location.host);
  if (fromHost) return validKey(fromHost);
  if (!isLocalHost(location.hostname)) return null;
  return validKey(new URLSearchParams(location.search).get(EXPANSION_PARAM)) ?? validKey(remembered);
}

/** The main domain's origin: `wotlk.example.org` and `www.example.org` give `example.org`. */
function mainOrigin(location: { protocol: string; host: string }): string {
  const labels = location.host.split('.');
  const sub = tenantSubdomain(location.host) ?? (labels.length > 2 && labels[0] === 'www' ? 'www' : null);
  return `${location.protocol}//${sub ? labels.slice(1).join('.') : location.host}`;
}

/**
 * Where the expansion switcher leads: the expansion's subdomain, the bare main domain for the current one;
 * on localhost always the query parameter, so switching back to the current expansion is explicit too.
 */
export function expansionHref(
  location: { protocol: string; host: string; hostname: string },
  shortName: string,
  current: boolean,
): string {
  if (isLocalHost(location.hostname)) {
    return expansionAddress(`${location.protocol}//${location.host}`, shortName, false, '/');
  }
  return expansionAddress(mainOrigin(location), shortName, current, '/');
}

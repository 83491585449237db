const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The expansion subdomain of a host, or null: none for localhost, an IP address, a two-label host (the main
 * domain) or its www form (SPEC section 7). `wotlk.example.org` gives 'wotlk'.
 */
export function tenantSubdomain(host: string): string | null {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return null; // bracketed IPv6 literal, with or without a port
  if (name.split(':').length > 2) return null; // bare IPv6 literal
  name = name.replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || name === 'localhost' || ipv4.test(name)) return null;
  const labels = name.split('.');
  if (labels.length <= 2) return null;
  const [first] = labels;
  return first && first !== 'www' ? first : null;
}

/**
 * The address of a page of one expansion: the main host for the current expansion, the expansion's subdomain
 * for the others (SPEC section 2 "expansion switcher"). A host that cannot carry a subdomain (localhost, an IP
 * address) names the expansion in the `subdomain` query parameter instead, which the server reads the same way.
 */
export function expansionAddress(
  baseUrl: string,
  shortName: string,
  isCurrent: boolean,
  path: string,
): string {
  const url = new URL(path, baseUrl);
  if (isCurrent) return url.toString();
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || ipv4.test(host) || host.startsWith('[')) {
    url.searchParams.set('subdomain', shortName);
    return url.toString();
  }
  const labels = host.split('.');
  const main = labels.length > 2 ? labels.slice(1) : labels;
  url.hostname = [shortName, ...main].join('.');
  return url.toString();
}

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

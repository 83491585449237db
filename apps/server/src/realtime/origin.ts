const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether a handshake's Origin may open a socket: BASE_URL's own origin, or one expansion subdomain of its
 * main domain with the same scheme and port — the hosts `expansionAddress` links to. Browsers send Origin on
 * every WebSocket and cross-origin request, so a page of another site cannot ride a user's session cookie;
 * a request without Origin does not come from a cross-site page and is let through.
 */
export function isAllowedOrigin(origin: string | undefined, baseUrl: string): boolean {
  if (origin === undefined) return true;
  let candidate: URL;
  try {
    candidate = new URL(origin);
  } catch {
    return false;
  }
  const base = new URL(baseUrl);
  if (candidate.origin === base.origin) return true;
  if (candidate.protocol !== base.protocol || candidate.port !== base.port) return false;
  const host = base.hostname.toLowerCase();
  // localhost and IP addresses carry no subdomain: the expansion travels in the `subdomain` query parameter.
  if (host === 'localhost' || ipv4.test(host) || host.startsWith('[')) return false;
  const labels = host.split('.');
  const main = (labels.length > 2 ? labels.slice(1) : labels).join('.');
  const [subdomain, ...rest] = candidate.hostname.toLowerCase().split('.');
  return Boolean(subdomain) && rest.join('.') === main;
}

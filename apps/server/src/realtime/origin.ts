const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether a handshake's Origin may open a socket: the host the handshake was sent to (a page of this very
 * server, whatever name the visitor typed: `127.0.0.1` for `localhost`), BASE_URL's own origin, or one
 * expansion subdomain of its main domain with the same scheme and port — the hosts `expansionAddress` links
 * to. The first is the HTTP calls' rule too (http/crossSiteGuard.ts). Browsers send Origin on every WebSocket
 * and cross-origin request, so a page of another site cannot ride a user's session cookie (and a cookie is
 * only ever sent to the host that set it); a request without Origin does not come from a cross-site page and
 * is let through.
 */
export function isAllowedOrigin(origin: string | undefined, baseUrl: string, requestHost?: string): boolean {
  if (origin === undefined) return true;
  let candidate: URL;
  try {
    candidate = new URL(origin);
  } catch {
    return false;
  }
  if (requestHost !== undefined && candidate.host === requestHost.toLowerCase()) return true;
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

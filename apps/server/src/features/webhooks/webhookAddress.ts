import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_URL_MAX } from '@raid/domain/schemas/webhooks';

/**
 * Where a webhook may point (docs/decisions.md "Webhooks"). The server POSTs to whatever a manager types, so
 * without a rule anyone managing a Discord server could make it call addresses only it can reach (a cloud
 * metadata service, a database's HTTP port): server-side request forgery. Outside demo mode a hook must be
 * https and every address its host resolves to must be public; the check runs when the hook is saved and again
 * on the address each delivery connects to, so a DNS answer changed since cannot smuggle a private one in.
 * The demo (and the tests) may use http to this machine, where a receiver started by hand listens.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// The IPv6 forms that carry an IPv4 address are refused whole, whatever IPv4 they carry (docs/decisions.md
// "IPv4 inside IPv6 webhook addresses"): IPv4-compatible (deprecated, RFC 4291 2.5.5.1), IPv4-translated
// (RFC 2765), NAT64 (RFC 6052, RFC 8215), 6to4 (deprecated, RFC 7526) and Teredo (RFC 4380). Only IPv4-mapped
// `::ffff:0:0/96` is judged as the IPv4 it carries: it is how a dual-stack resolver reports a plain IPv4
// address, and a socket to it connects to that IPv4 (BlockList applies the IPv4 subnets to it).
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; IPv4-mapped IPv6 addresses are judged as the IPv4 they carry. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return !notPublic.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

type AddressVerdict = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Whether a hook may point at `raw`; the answer's `url` is the normalised address to store. `demo` lifts the
 * private-address rule and lets http reach this machine.
 */
export async function checkWebhookAddress(
  raw: string,
  demo: boolean,
  resolve: Resolve = resolveAll,
): Promise<AddressVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const localHttp = demo && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) return { ok: false, reason: 'not https' };
  if (!demo) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
    if (addresses.length === 0) return { ok: false, reason: 'host not found' };
    if (!addresses.every(isPublicAddress)) return { ok: false, reason: 'private address' };
  }
  url.hash = '';
  // Normalising (punycode, percent-encoding) can lengthen what the payload's limit let through.
  if (url.toString().length > WEBHOOK_URL_MAX) return { ok: false, reason: 'too long' };
  return { ok: true, url: url.toString() };
}

/**
 * A `lookup` for http(s).request that refuses private addresses outside demo mode: the check is made on the very
 * address the socket connects to.
 */
export function guardedLookup(demo: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = demo ? found : found.filter((entry) => isPublicAddress(entry.address));
      const first = allowed[0];
      if (!first || allowed.length !== found.length) {
        return callback(new Error(`${hostname} resolves to a private address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, first.address, first.family);
    });
  };
}

/** An IP literal host is connected to without a lookup, so it is checked before the request. */
export function literalHostAllowed(url: URL, demo: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return demo || isIP(host) === 0 || isPublicAddress(host);
}

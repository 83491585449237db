import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where the app shows avatars and server icons from (SPEC section 7). */
const DISCORD_CDN = 'https://cdn.discordapp.com';
const YEAR_SECONDS = 365 * 24 * 3600;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The build writes small inline scripts into index.html (the route preloader): the policy allows exactly
 * those, by hash, so a script injected anywhere else still does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The socket's WebSocket addresses: BASE_URL's host and the expansion subdomains beside it (the hosts
 * `expansionAddress` links to). 'self' covers them in current browsers; older ones need ws:/wss: spelled out.
 */
export function socketSources(baseUrl: string): string[] {
  const base = new URL(baseUrl);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const sources = [`${scheme}//${base.host}`];
  const host = base.hostname.toLowerCase();
  if (host === 'localhost' || ipv4.test(host) || host.startsWith('[')) return sources;
  const labels = host.split('.');
  const main = (labels.length > 2 ? labels.slice(1) : labels).join('.');
  return [...sources, `${scheme}//*.${main}${base.port ? `:${base.port}` : ''}`];
}

function readIndexHtml(webDistDir: string | undefined): string {
  const file = webDistDir ? path.join(webDistDir, 'index.html') : null;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * The headers helmet would set for these options, computed once: they are the same for every answer, and
 * helmet (or @fastify/helmet, which builds helmet anew on every request) re-derives the policy per request,
 * which cost a fifth of a cached list answer's time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer. Pages get a Content-Security-Policy that allows only our own scripts,
 * styles, socket and images (plus data: images, which Bootstrap's CSS uses, and Discord's image host), no
 * framing, nosniff and a Referrer-Policy that keeps raid addresses on our own site. API answers are JSON, never
 * a document to run: they get the strictest policy (`default-src 'none'`) with the same framing, sniffing and
 * referrer rules, and none of the document-only headers (COOP, Origin-Agent-Cluster, X-XSS-Protection …),
 * which are a third of a cached list answer's bytes. HSTS goes on both once BASE_URL is https (sent over plain
 * http it would only lock a local setup out).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { baseUrl: string; webDistDir?: string },
): void {
  const https = options.baseUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(readIndexHtml(options.webDistDir))],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // The server-drawn first screen carries React's `style` props as attributes (progress bars' widths).
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', DISCORD_CDN],
        connectSrc: ["'self'", ...socketSources(options.baseUrl)],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
  });
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
  });
}

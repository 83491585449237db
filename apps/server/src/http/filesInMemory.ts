import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The file types a page loads by the dozen; audio (range requests) and the rest stay on disk. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

type Encoding = (typeof ENCODINGS)[number][0];

interface FileInMemory {
  url: string;
  type: string;
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Glob patterns of the files `registerFilesInMemory` serves, for the static files' plugin to leave out. */
export const IN_MEMORY_PATTERNS = Object.keys(TYPES).map((extension) => `**/*${extension}`);

/** The files of the built web app that `registerFilesInMemory` serves, relative to dist with `/` separators. */
export function filesToKeepInMemory(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.extname(entry.name) in TYPES)
    .map((entry) =>
      path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** The encodings the request accepts (`q=0` refuses one), in the order the server prefers them. */
function acceptedEncodings(request: FastifyRequest): Encoding[] {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return [];
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return ENCODINGS.map(([encoding]) => encoding).filter((encoding) => accepted.has(encoding));
}

function readFile(distDir: string, file: string): FileInMemory {
  const full = path.join(distDir, file);
  const identity = readFileSync(full);
  const encoded: FileInMemory['encoded'] = {};
  for (const [encoding, suffix] of ENCODINGS)
    if (existsSync(full + suffix)) encoded[encoding] = readFileSync(full + suffix);
  return {
    url: `/${file}`,
    type: TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Weak: the compressed copies are the same content in another encoding.
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    encoded,
  };
}

/**
 * Serves the built app's scripts, style sheets and icons from memory, read once at start-up with their
 * pre-compressed copies: a page load asks for thirty to sixty of them, and answering each from the disk
 * (`stat`, `open`, a read stream, `close`) cost the server more CPU during a phone's load than the page's
 * server rendering (issue 31, docs/performance.md "Lighthouse's wall time"). The files do not change while the
 * server runs: Vite writes a new build into a new directory or before a restart.
 */
export function registerFilesInMemory(
  app: FastifyInstance,
  distDir: string,
  files: string[],
  /** The cache-control of a file, by its path on disk. */
  cacheControlOf: (filePath: string) => string,
): void {
  for (const file of files) {
    const entry = readFile(distDir, file);
    const cacheControl = cacheControlOf(path.join(distDir, file));
    app.get(entry.url, (request, reply) => {
      const encoding = acceptedEncodings(request).find((name) => entry.encoded[name]);
      reply
        .type(entry.type)
        .header('cache-control', cacheControl)
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(entry.identity);
      return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
    });
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the compressed forms are not worth their header (the compress plugin's own threshold). */
const COMPRESS_FROM = 1024;

/**
 * How hard Brotli works. `quick` (quality 5) for answers kept per raid or per community, which are many and
 * rewritten as their raids change. `thorough` (quality 10) for the few answers every visitor loads, the lists'
 * pages: their bytes are paid on every request (the socket's write, the visitor's download and decoding), their
 * compression once per LIST_CACHE_MS on the thread pool. A first page of 28 KB of JSON: 2,216 bytes in 1.7 ms
 * at 5, 1,955 bytes in 15 ms at 10, 1,897 bytes in 66 ms at 11 (docs/performance.md, "Issue 31, the list row").
 */
export type CompressionEffort = 'quick' | 'thorough';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { quick: 5, thorough: 10 };

/** Quality 10 compresses about 2 MB/s: above this a rewrite would hold a thread-pool thread too long. */
const THOROUGH_UP_TO = 64 * 1024;

/**
 * A JSON answer written once and sent to many, with its ETag and its compressed forms made once too.
 * Compression runs on libuv's thread pool (`WrittenAnswer.write`), so rewriting a large table does not hold up
 * the requests served meanwhile.
 */
export class WrittenAnswer {
  readonly etag: string;

  private constructor(
    readonly json: string,
    private readonly encoded: { br: Buffer; gzip: Buffer } | null,
  ) {
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
  }

  static async write(json: string, effort: CompressionEffort = 'quick'): Promise<WrittenAnswer> {
    if (json.length < COMPRESS_FROM) return new WrittenAnswer(json, null);
    const quality = BROTLI_QUALITY[json.length <= THOROUGH_UP_TO ? effort : 'quick'];
    const [br, gzipped] = await Promise.all([
      brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }),
      gzipAsync(json),
    ]);
    return new WrittenAnswer(json, { br, gzip: gzipped });
  }

  /** The body for a request's Accept-Encoding, and its encoding (none for a small answer). */
  bodyFor(acceptEncoding: string | undefined): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
    const accepted = acceptEncoding ?? '';
    if (this.encoded && /\bbr\b/.test(accepted)) return { body: this.encoded.br, encoding: 'br' };
    if (this.encoded && /\bgzip\b/.test(accepted)) return { body: this.encoded.gzip, encoding: 'gzip' };
    return { body: this.json, encoding: null };
  }
}

/** Sends the answer in the encoding the client accepts, with its ETag (the etag plugin answers 304 on a match). */
export function sendWrittenAnswer(request: FastifyRequest, reply: FastifyReply, answer: WrittenAnswer) {
  reply.type('application/json; charset=utf-8').header('etag', answer.etag).header('vary', 'accept-encoding');
  const { body, encoding } = answer.bodyFor(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the compressed forms are not worth their header (the compress plugin's own threshold). */
const COMPRESS_FROM = 1024;

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

  static async write(json: string): Promise<WrittenAnswer> {
    if (json.length < COMPRESS_FROM) return new WrittenAnswer(json, null);
    const [br, gzipped] = await Promise.all([
      brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
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

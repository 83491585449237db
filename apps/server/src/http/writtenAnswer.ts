import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer written once and sent to many: its ETag and its compressed forms are made once too (lazily,
 * per encoding), so serving it costs what serving a file does.
 */
export class WrittenAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
  }

  encodedAs(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Below this the compressed form is not worth its header (the compress plugin's own threshold). */
const COMPRESS_FROM = 1024;

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Sends the answer in the encoding the client accepts, with its ETag (the etag plugin answers 304 on a match). */
export function sendWrittenAnswer(request: FastifyRequest, reply: FastifyReply, answer: WrittenAnswer) {
  reply.type('application/json; charset=utf-8').header('etag', answer.etag).header('vary', 'accept-encoding');
  const encoding = answer.json.length >= COMPRESS_FROM ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer.encodedAs(encoding));
}

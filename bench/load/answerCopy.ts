import { request } from 'node:http';
import { BROWSER_HEADERS } from './httpLoad.js';

/** An answer as the server sent it to a browser: its bytes still compressed, with their type and encoding. */
function rawAnswer(url: string): Promise<{ body: Buffer; type: string; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          type: String(response.headers['content-type'] ?? 'application/json'),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Copies the product's answer at `url` (compressed, as a browser gets it) to the bare Fastify reference under
 * `key`; answers the reference's address that sends the very same bytes, and their size and encoding.
 */
export async function copyAnswer(
  url: string,
  referenceBaseUrl: string,
  key: string,
): Promise<{ copyUrl: string; bytes: number; encoding: string | undefined }> {
  const answer = await rawAnswer(url);
  const copyUrl = `${referenceBaseUrl}/copy/${encodeURIComponent(key)}`;
  const copied = await fetch(copyUrl, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-content-type': answer.type,
      ...(answer.encoding ? { 'x-content-encoding': answer.encoding } : {}),
    },
    body: answer.body,
  });
  if (!copied.ok) throw new Error(`the reference refused the copy of ${url}: ${copied.status}`);
  return { copyUrl, bytes: answer.body.length, encoding: answer.encoding };
}

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WrittenAnswer } from './writtenAnswer.js';

/** A list page's shape: cards that repeat their keys and words, with ids and dates that differ. */
function listPage(cards: number): string {
  const data = Array.from({ length: cards }, (_, index) => ({
    id: 900 + index,
    userID: String(100000000000000000n + BigInt(index * 7919)),
    date: new Date(Date.UTC(2026, 10, 29, index % 24, (index * 17) % 60)).toISOString(),
    serverName: ['Atiesh', 'Myzrael', 'Faerlina'][index % 3],
    zone: ['Душа Дракона', 'Огненные Просторы'][index % 2],
    zone2: null,
    tanks: index % 3,
    healers: index % 5,
    dps: index % 11,
    recordsCount: (index * 37) % 140,
    status: 'active',
  }));
  return JSON.stringify({ data, page: 1, perPage: cards, total: 1000 });
}

describe('a written answer', () => {
  it('decodes to its JSON in every encoding, whatever the effort', async () => {
    const json = listPage(60);
    for (const effort of ['quick', 'thorough'] as const) {
      const answer = await WrittenAnswer.write(json, effort);
      const br = answer.bodyFor('br, gzip');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(json);
      const gzip = answer.bodyFor('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(json);
      expect(answer.bodyFor(undefined)).toEqual({ body: json, encoding: null });
    }
  });

  it('is sent in fewer bytes when written thoroughly, with the same ETag', async () => {
    const json = listPage(60);
    const quick = await WrittenAnswer.write(json, 'quick');
    const thorough = await WrittenAnswer.write(json, 'thorough');
    expect(thorough.bodyFor('br').body.length).toBeLessThan(quick.bodyFor('br').body.length);
    expect(thorough.etag).toBe(quick.etag);
  });

  it('is written quickly above 64 KB even when asked to be thorough', async () => {
    const json = listPage(400);
    expect(json.length).toBeGreaterThan(64 * 1024);
    const quick = await WrittenAnswer.write(json, 'quick');
    const thorough = await WrittenAnswer.write(json, 'thorough');
    expect(thorough.bodyFor('br').body).toEqual(quick.bodyFor('br').body);
  });

  it('is sent as it is below 1 KB', async () => {
    const answer = await WrittenAnswer.write('{"data":[]}', 'thorough');
    expect(answer.bodyFor('br, gzip')).toEqual({ body: '{"data":[]}', encoding: null });
  });
});

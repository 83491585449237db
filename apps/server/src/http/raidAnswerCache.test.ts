import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { raidListAnswer } from '@raid/domain/schemas/raid';
import { describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createUser } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';

const t = useTestApp({ LIST_CACHE_MS: '60000' });

async function activeIds(guild: string) {
  const response = await t.app.inject({ url: `/api/raids?subdomain=wotlk&guild=${guild}` });
  return raidListAnswer.parse(response.json()).data.map((raid) => raid.id);
}

describe('written raid answers', () => {
  it("are served again until this process changes the expansion's raids", async () => {
    const leader = await createUser(t.deps.db);
    const character = await createCharacter(t.deps.db, leader.id);
    const first = await createRaid(t.deps.db, { userId: leader.id, charId: character.id });
    const guild = first.discord_server;
    expect(await activeIds(guild)).toEqual([first.id]);

    // A row written behind the app's back (as another process would) waits for the interval...
    const second = await createRaid(
      t.deps.db,
      { userId: leader.id, charId: character.id },
      { discord_server: guild, date: new Date(Date.now() + 2 * 86_400_000) },
    );
    expect(await activeIds(guild)).toEqual([first.id]);

    // ...while a change told by this process's services is seen at once; other expansions keep their pages.
    t.deps.events.emit({ type: 'recordsChanged', expansion: 'mop', raidIds: [], userIds: [] });
    await t.deps.events.idle();
    expect(await activeIds(guild)).toEqual([first.id]);
    t.deps.events.emit({ type: 'recordsChanged', expansion: 'wotlk', raidIds: [], userIds: [] });
    await t.deps.events.idle();
    expect(await activeIds(guild)).toEqual([first.id, second.id]);
  });

  it('go out compressed as the browser accepts, and as 304 when the browser holds them', async () => {
    const leader = await createUser(t.deps.db);
    const character = await createCharacter(t.deps.db, leader.id);
    const raid = await createRaid(t.deps.db, { userId: leader.id, charId: character.id });
    const url = `/api/raids?subdomain=wotlk&id=${raid.id}`;
    const plain = await t.app.inject({ url });
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("send the list's pages compressed, cacheable and with the API's security headers", async () => {
    const leader = await createUser(t.deps.db);
    const character = await createCharacter(t.deps.db, leader.id);
    const first = await createRaid(t.deps.db, { userId: leader.id, charId: character.id });
    const guild = first.discord_server;
    for (const day of [2, 3]) {
      await createRaid(
        t.deps.db,
        { userId: leader.id, charId: character.id },
        { discord_server: guild, date: new Date(Date.now() + day * 86_400_000) },
      );
    }
    const url = `/api/raids?subdomain=wotlk&guild=${guild}`;
    const plain = await t.app.inject({ url });
    expect(raidListAnswer.parse(plain.json()).data).toHaveLength(3);
    const compressed = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(compressed.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

/**
 * What others see of a ledger change (issue 29): the raid's room hears `gdkpUpdated` once the change is
 * committed, the raid's Discord post shows the pot, and "Post payouts" puts the payout table in its channel.
 */
import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestRaidSync } from '../../discordBot/outboxRepository.js';
import { createGuild, createSession, createUser } from '../../testing/factories.js';
import { gdkpPost, gdkpRaidScene } from '../../testing/gdkpScene.js';
import {
  connectSocket,
  Inbox,
  listenOnLoopback,
  roundTrip,
  type TestSocket,
} from '../../testing/socketClients.js';
import { useTestApp } from '../../testing/testApp.js';

/** The Discord stand-in's Frostmourne Raiders and its raid schedule channel, where the bot may post. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const GUILD_OWNER = '210000000000000001';
const GOLD = 10_000;

let url: string;
const sockets: TestSocket[] = [];

// The raid answers are cached as in production, so a ledger change must make them read afresh.
const t = useTestApp({ LIST_CACHE_MS: '60000' });

beforeAll(async () => {
  url = await listenOnLoopback(t);
  await createUser(t.deps.db, { id: GUILD_OWNER });
  await createGuild(t.deps.db, { id: GUILD, owner_id: GUILD_OWNER });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function watch(raidId: number) {
  const socket = await connectSocket(url, { subdomain: 'wotlk' });
  sockets.push(socket);
  const inbox = new Inbox(socket);
  socket.emit('joinRaid', raidId);
  await roundTrip(socket);
  return inbox;
}

const postedRaidScene = () => gdkpRaidScene(t, { discord_server: GUILD, discord_channel: TEXT_CHANNEL });

describe('the raid room', () => {
  it('hears gdkpUpdated with the version and pot, only once the change is committed', async () => {
    const scene = await gdkpRaidScene(t);
    const inbox = await watch(scene.raid.id);
    // What the database holds, read outside the change's transaction, when the event is told.
    const seenAtTelling: number[] = [];
    const stop = t.deps.events.on(async (event) => {
      if (event.type !== 'gdkpChanged' || event.raidId !== scene.raid.id) return;
      const sales = await t.deps.db
        .selectFrom('gdkp_sales')
        .select('price_gold')
        .where('raid_id', '=', scene.raid.id)
        .execute();
      seenAtTelling.push(sales.reduce((sum, sale) => sum + sale.price_gold, 0));
    });
    const sold = await gdkpPost(t, '/api/gdkpSale', scene.banker.cookie, {
      raid: scene.raid.id,
      itemName: 'Shadowmourne',
      buyerRecord: scene.playerRecord.id,
      priceGold: 4_321,
    });
    expect(sold.statusCode).toBe(200);
    const update = await inbox.waitFor('gdkpUpdated');
    await t.deps.events.idle();
    stop();
    expect(update).toEqual({ raid: scene.raid.id, version: 1, potCopper: 4_321 * GOLD });
    expect(seenAtTelling).toEqual([4_321]);

    // A refused change tells nothing: the next event the room hears is the next committed version.
    const refused = await gdkpPost(t, '/api/gdkpSale', scene.player.cookie, {
      raid: scene.raid.id,
      itemName: 'Invincible',
      buyerName: 'Pugbuyer',
      priceGold: 100,
    });
    expect(refused.statusCode).toBe(403);
    await gdkpPost(t, '/api/gdkpClose', scene.leader.cookie, { raid: scene.raid.id });
    await inbox.waitFor('gdkpUpdated', (payload) => payload.version === 2);
    expect(inbox.all('gdkpUpdated').map((payload) => payload.version)).toEqual([1, 2]);
  });
});

describe('the raid answers', () => {
  it('show the new pot right after a sale, though cached', async () => {
    const scene = await gdkpRaidScene(t);
    const pot = async () => {
      const raid = await t.app.inject({ url: `/api/raids?subdomain=wotlk&id=${scene.raid.id}` });
      const list = await t.app.inject({ url: `/api/raids?subdomain=wotlk&user=${scene.leader.id}` });
      return [
        raid.json<{ data: Array<{ potCopper: number | null }> }>().data[0]?.potCopper,
        list
          .json<{ data: Array<{ id: number; potCopper: number | null }> }>()
          .data.find((card) => card.id === scene.raid.id)?.potCopper,
      ];
    };
    expect(await pot()).toEqual([0, 0]);
    await gdkpPost(t, '/api/gdkpSale', scene.leader.cookie, {
      raid: scene.raid.id,
      itemName: 'Shadowmourne',
      buyerName: 'Pugbuyer',
      priceGold: 5_000,
    });
    expect(await pot()).toEqual([5_000 * GOLD, 5_000 * GOLD]);
  });
});

describe('the community history', () => {
  it('sums what the players of its GDKP raids spent and received, for its members only', async () => {
    const scene = await postedRaidScene();
    await gdkpPost(t, '/api/gdkpSale', scene.leader.cookie, {
      raid: scene.raid.id,
      itemName: 'Shadowmourne',
      buyerRecord: scene.playerRecord.id,
      priceGold: 6_000,
    });
    const ask = (cookie: string) =>
      t.app.inject({ url: `/api/gdkpHistory?subdomain=wotlk&guild=${GUILD}`, headers: { cookie } });
    const member = await ask(await createSession(t.deps.db, GUILD_OWNER));
    expect(member.statusCode).toBe(200);
    const row = member
      .json<{ rows: Array<{ raid: number; spentCopper: number; receivedCopper: number }> }>()
      .rows.find((candidate) => candidate.raid === scene.raid.id);
    // 10 % to the organizer (the leader's character), the rest in three full shares: all of the pot is received.
    expect(row).toEqual(expect.objectContaining({ spentCopper: 6_000 * GOLD, receivedCopper: 6_000 * GOLD }));
    const stranger = await ask(scene.outsider.cookie);
    expect(stranger.statusCode).toBe(403);
  });
});

describe('Discord', () => {
  it("shows the pot in the raid's post, edited after a sale", async () => {
    const scene = await postedRaidScene();
    // The scene writes the raid straight to the database: its post is asked for as a created raid's is.
    await requestRaidSync(t.deps.db, [scene.raid.id], ['raidMessage'], t.deps.now());
    await t.bot.worker.runDue();
    const { discord_message: post } = await t.deps.db
      .selectFrom('raids')
      .select('discord_message')
      .where('id', '=', scene.raid.id)
      .executeTakeFirstOrThrow();
    expect(post).toMatch(/^\d+$/);
    await gdkpPost(t, '/api/gdkpSale', scene.leader.cookie, {
      raid: scene.raid.id,
      itemName: 'Shadowmourne',
      buyerRecord: scene.playerRecord.id,
      priceGold: 12_345,
    });
    t.setNow(new Date(Date.now() + 60_000));
    await t.bot.worker.runDue();
    t.setNow(null);
    // This raid's post only: other raids' posts due in the channel are sent side by side, in no set order.
    const sent = t.discord
      .requests()
      .filter(
        (request) =>
          request.method === 'PATCH' && request.path.endsWith(`/channels/${TEXT_CHANNEL}/messages/${post}`),
      )
      .map(
        (request) => request.body as { embeds?: Array<{ fields: Array<{ name: string; value: string }> }> },
      );
    const last = sent.at(-1)?.embeds?.[0];
    expect(last?.fields.find((field) => field.name === 'Pot')?.value).toBe('12,345g');
  });

  it("posts the payout table in the raid's channel, in messages Discord takes", async () => {
    const scene = await postedRaidScene();
    const sold = await gdkpPost(t, '/api/gdkpSale', scene.leader.cookie, {
      raid: scene.raid.id,
      itemName: 'Shadowmourne',
      buyerRecord: scene.playerRecord.id,
      priceGold: 9_000,
    });
    const ledger = sold.json<GdkpLedgerAnswer>();
    t.discord.clearRequests();
    const posted = await gdkpPost(t, '/api/gdkpPostPayouts', scene.leader.cookie, { raid: scene.raid.id });
    expect(posted.json()).toEqual({ success: true });
    await t.bot.worker.runDue();
    const messages = t.discord
      .requests()
      .filter(
        (request) => request.method === 'POST' && request.path.endsWith(`/channels/${TEXT_CHANNEL}/messages`),
      )
      .map((request) => (request.body as { content: string }).content);
    expect(messages.length).toBeGreaterThan(0);
    for (const content of messages) expect(content.length).toBeLessThanOrEqual(2_000);
    const text = messages.join('\n');
    expect(text).toContain(scene.player.character.name);
    expect(ledger.split.potCopper).toBe(9_000 * GOLD);
    expect(text).toContain('9,000g');

    const refused = await gdkpPost(t, '/api/gdkpPostPayouts', scene.banker.cookie, { raid: scene.raid.id });
    expect(refused.statusCode).toBe(403);
  });
});

/**
 * The Discord client keeps within Discord's rate limits as the stand-in enforces them (per-route buckets and the
 * global limit): it reads X-RateLimit-Remaining / -Reset-After and waits for the reset instead of meeting a 429,
 * and when a 429 comes anyway it waits its `retry_after` and goes on.
 */
import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DiscordClient } from './discordClient.js';

const CHANNEL = '330000000000000001';
const GUILD = '310000000000000001';
const JAINA = '210000000000000002';

let standIn: DiscordStandIn;
let client: DiscordClient;

beforeAll(async () => {
  standIn = await startDiscordStandIn({
    rateLimits: { routeLimit: 3, routeWindowMs: 1_000, globalPerSecond: 50 },
  });
  client = new DiscordClient({
    apiUrl: `${standIn.url}/api`,
    authorizeBaseUrl: standIn.url,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    botToken: standIn.botToken,
  });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.clearRequests();
});

/** A user's access token through the stand-in's OAuth2 code flow (its authorize page lists demo users). */
async function userToken(): Promise<string> {
  const redirectUri = 'http://localhost:3000/';
  const html = await (await fetch(client.authorizeUrl('s', redirectUri))).text();
  const href = new RegExp(`<a data-user-id="${JAINA}" href="([^"]+)"`).exec(html)?.[1] ?? '';
  const link = new URL(href.replaceAll('&#38;', '&').replaceAll('&amp;', '&'));
  return (await client.exchangeCode(link.searchParams.get('code') ?? '', redirectUri)).accessToken;
}

describe('the Discord client within the rate limits', () => {
  it('spreads a burst of posts in one channel over the bucket windows, meeting no 429', async () => {
    const started = Date.now();
    const ids = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        client.createMessage(CHANNEL, { content: `post ${i}`, embeds: [] }),
      ),
    );
    expect(new Set(ids).size).toBe(7);
    // Three a second: the seventh waits for the third window.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    const statuses = standIn.requests().map((request) => request.status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it("keeps a user's calls within their bucket too", async () => {
    const token = await userToken();
    standIn.clearRequests();
    for (let i = 0; i < 5; i++) expect((await client.currentUser(token)).id).toBe(JAINA);
    expect(standIn.requests().filter((request) => request.status === 429)).toEqual([]);
  });

  it("waits out a 429's retry_after and goes on", async () => {
    standIn.addFault({ path: `^/api/v10/guilds/${GUILD}$`, status: 429, retryAfter: 1, count: 1 });
    const started = Date.now();
    const guild = await client.guild(GUILD);
    expect(guild?.id).toBe(GUILD);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});

/**
 * Discord's published limits as the stand-in enforces them: rate limits (per route and the global 50 a second),
 * an interaction answer's 3-second window and 15-minute token, the answer's own limits and allowed_mentions.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuilds } from './demoWorld.js';
import { startDiscordStandIn, type DiscordStandIn } from './discordStandIn.js';

const guild = demoGuilds[0];
const member = guild?.members[1];
const channel = guild?.channels.find((candidate) => candidate.type === 0);

let standIn: DiscordStandIn;
let shortLived: DiscordStandIn;
let app: FastifyInstance;
/** What the app endpoint answers next, by the click's custom_id. */
const answers: Record<string, unknown> = {
  slow: 'slow',
  long: { type: 4, data: { content: 'x'.repeat(2001), flags: 64 } },
  choices: { type: 8, data: { choices: [] } },
  modal: {
    type: 9,
    data: {
      custom_id: 'name',
      title: 'A title longer than forty-five characters, as Discord refuses',
      components: [{ type: 1, components: [{ type: 4, custom_id: 'n', label: 'Name', style: 1 }] }],
    },
  },
  deferred: { type: 5, data: { flags: 64 } },
};

beforeAll(async () => {
  standIn = await startDiscordStandIn({ rateLimits: { routeLimit: 3, routeWindowMs: 1000 } });
  shortLived = await startDiscordStandIn({ interactionTokenLifetimeMs: 200 });
  app = Fastify();
  app.post('/interactions', async (request) => {
    const customId = String((request.body as { data?: { custom_id?: string } }).data?.custom_id);
    const answer = answers[customId];
    if (answer === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 3_300));
      return { type: 4, data: { content: 'Too late' } };
    }
    return answer;
  });
  const endpoint = `${await app.listen({ port: 0, host: '127.0.0.1' })}/interactions`;
  standIn.setInteractionsEndpoint(endpoint);
  shortLived.setInteractionsEndpoint(endpoint);
});
afterAll(async () => {
  await Promise.all([standIn?.close(), shortLived?.close(), app?.close()]);
});

const bot = (s: DiscordStandIn) => ({
  Authorization: `Bot ${s.botToken}`,
  'content-type': 'application/json',
});

async function click(s: DiscordStandIn, customId: string) {
  const answer = await fetch(`${s.url}/__interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: member?.userId, guildId: guild?.id, channelId: channel?.id, customId }),
  });
  return (await answer.json()) as {
    status: number | null;
    interaction: { token: string };
    failure?: { message: string; reason?: string; error?: Record<string, unknown> };
  };
}

const editOriginal = (s: DiscordStandIn, token: string, content: string) =>
  fetch(`${s.apiUrl}/webhooks/${s.clientId}/${token}/messages/@original`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });

describe('rate limits', () => {
  it('counts each route per channel with the real headers, and answers 429 with retry_after past it', async () => {
    const post = () =>
      fetch(`${standIn.apiUrl}/channels/${channel?.id}/messages`, {
        method: 'POST',
        headers: bot(standIn),
        body: JSON.stringify({ content: 'hello' }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(Number(first.headers.get('x-ratelimit-reset-after'))).toBeGreaterThan(0);
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(first.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    await post();
    await post();
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-global')).toBeNull();
    const body = (await limited.json()) as { message: string; retry_after: number; global: boolean };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    // Another channel is another bucket.
    const other = guild?.channels.filter((candidate) => candidate.type === 0)[1];
    const elsewhere = await fetch(`${standIn.apiUrl}/channels/${other?.id}/messages`, {
      method: 'POST',
      headers: bot(standIn),
      body: JSON.stringify({ content: 'hello' }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a bot past its global limit, whatever the route, with X-RateLimit-Global', async () => {
    // Discord's figure is 50 a second (the default); five keep the test quick and clear of the window's edge.
    const fresh = await startDiscordStandIn({ rateLimits: { globalPerSecond: 5 } });
    try {
      const paths = ['/users/@me', ...demoGuilds.map((each) => `/guilds/${each.id}`), '/users/@me/guilds'];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await fetch(`${fresh.apiUrl}${paths[i % paths.length]}`, { headers: bot(fresh) });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const limited = await fetch(`${fresh.apiUrl}/channels/${channel?.id}`, { headers: bot(fresh) });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('x-ratelimit-global')).toBe('true');
      expect(limited.headers.get('x-ratelimit-scope')).toBe('global');
      expect(await limited.json()).toMatchObject({ global: true, message: 'You are being rate limited.' });
    } finally {
      await fresh.close();
    }
  });
  it('bans an address after its invalid requests (401, 403, 429) reach the threshold, until the window ends', async () => {
    // Discord's rule is 10,000 in 10 minutes; four in one second show it without 10,000 requests.
    const fresh = await startDiscordStandIn({ invalidRequests: { limit: 4, windowMs: 1_000 } });
    try {
      const me = (token: string) => fetch(`${fresh.apiUrl}/users/@me`, { headers: { Authorization: token } });
      expect((await me(`Bot ${fresh.botToken}`)).status).toBe(200);
      fresh.addFault({ path: '/guilds/', status: 429, retryAfter: 0.01, count: 1 });
      const invalid = [
        await me('Bot wrong-token'),
        await me('Bearer wrong-token'),
        await fetch(`${fresh.apiUrl}/guilds/${guild?.id}`, { headers: bot(fresh) }),
      ];
      expect(invalid.map((answer) => answer.status)).toEqual([401, 401, 429]);
      // Three invalid of four: a valid request still passes.
      expect((await me(`Bot ${fresh.botToken}`)).status).toBe(200);
      expect((await me('Bot wrong-token')).status).toBe(401);

      const banned = await me(`Bot ${fresh.botToken}`);
      expect(banned.status).toBe(403);
      expect(banned.headers.get('content-type')).toContain('text/html');
      expect(await banned.text()).toContain('Cloudflare');
      expect(banned.headers.get('x-ratelimit-limit')).toBeNull();
      await expect
        .poll(async () => (await me(`Bot ${fresh.botToken}`)).status, { timeout: 3_000, interval: 100 })
        .toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('interaction answers', () => {
  it('fails an interaction the app does not answer within 3 seconds, and refuses its follow-ups', async () => {
    const sent = await click(standIn, 'slow');
    expect(sent.status).toBeNull();
    expect(sent.failure).toEqual({
      message: 'This interaction failed',
      reason: 'no answer within 3 seconds',
    });
    const edit = await editOriginal(standIn, sent.interaction.token, 'Done');
    expect(edit.status).toBe(404);
    expect(await edit.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });

  it("refuses an answer over Discord's limits with the real 50035 shape", async () => {
    const long = await click(standIn, 'long');
    expect(long.failure?.error).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        data: {
          content: {
            _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }],
          },
        },
      },
    });
    const modal = await click(standIn, 'modal');
    expect(modal.failure?.error).toMatchObject({ code: 50035, errors: { data: { title: {} } } });
    // An autocomplete result answers an autocomplete only.
    const choices = await click(standIn, 'choices');
    expect(choices.failure?.error).toMatchObject({ code: 50035, errors: { type: {} } });
  });

  it('takes follow-ups within the token lifetime (15 minutes on Discord) and refuses them after', async () => {
    const sent = await click(shortLived, 'deferred');
    expect(sent.failure).toBeUndefined();
    expect((await editOriginal(shortLived, sent.interaction.token, 'Signed up')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const late = await editOriginal(shortLived, sent.interaction.token, 'Signed up again');
    expect(late.status).toBe(404);
    expect(((await late.json()) as { code: number }).code).toBe(10015);
  });
});

describe('allowed_mentions', () => {
  it('refuses an unknown parse type and parse "users" alongside a users list', async () => {
    const answer = await fetch(`${standIn.apiUrl}/channels/${guild?.channels[1]?.id}/messages`, {
      method: 'POST',
      headers: bot(standIn),
      body: JSON.stringify({
        content: 'hi',
        allowed_mentions: { parse: ['users', 'here'], users: ['210000000000000001'] },
      }),
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as {
      code: number;
      errors: { allowed_mentions: Record<string, unknown> };
    };
    expect(body.code).toBe(50035);
    expect(Object.keys(body.errors.allowed_mentions)).toEqual(['parse']);
    expect(JSON.stringify(body.errors)).toContain('BASE_TYPE_CHOICES');
    expect(JSON.stringify(body.errors)).toContain('mutually exclusive');
  });
});

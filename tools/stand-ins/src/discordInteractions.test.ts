import { createPublicKey, verify } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuilds, demoUsers } from './demoWorld.js';
import { startDiscordStandIn, type DiscordStandIn } from './discordStandIn.js';

const guild = demoGuilds[0];
const member = guild?.members[1];
const channel = guild?.channels.find((candidate) => candidate.type === 0);

let standIn: DiscordStandIn;
let app: FastifyInstance;
const received: Array<{ body: Record<string, unknown>; verified: boolean }> = [];

/** An app endpoint as Discord's docs describe it: verify the signature over timestamp + raw body, answer. */
async function startEndpoint(publicKey: string): Promise<string> {
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/interactions', async (request, reply) => {
    const raw = request.body as string;
    const timestamp = String(request.headers['x-signature-timestamp']);
    const signature = Buffer.from(String(request.headers['x-signature-ed25519']), 'hex');
    const verified = verify(null, Buffer.from(timestamp + raw), key, signature);
    received.push({ body: JSON.parse(raw) as Record<string, unknown>, verified });
    if (!verified) return reply.code(401).send('invalid request signature');
    // The custom_id picks the answer, so one endpoint plays each kind of app answer.
    const customId = (received.at(-1)?.body.data as { custom_id?: string } | undefined)?.custom_id;
    if (customId === 'defer') return { type: 5, data: { flags: 64 } };
    if (customId === 'defer-update') return { type: 6 };
    if (customId === 'update') return { type: 7, data: { content: 'Full', components: [] } };
    return { type: 4, data: { content: 'Signed up', flags: 64 } };
  });
  return `${await app.listen({ port: 0, host: '127.0.0.1' })}/interactions`;
}

beforeAll(async () => {
  standIn = await startDiscordStandIn();
  standIn.setInteractionsEndpoint(await startEndpoint(standIn.publicKey));
});
afterAll(async () => {
  await standIn?.close();
  await app?.close();
});

function send(body: Record<string, unknown>) {
  return fetch(`${standIn.url}/__interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('interactions sent by the Discord stand-in', () => {
  it('signs a button click with the application key and answers what the app answered', async () => {
    const answer = await send({
      userId: member?.userId,
      guildId: guild?.id,
      channelId: channel?.id,
      customId: 'signup:42',
    });
    expect(answer.status).toBe(200);
    const { status, response, interaction } = (await answer.json()) as Record<
      string,
      Record<string, unknown>
    >;
    expect(status).toBe(200);
    expect(response).toEqual({ type: 4, data: { content: 'Signed up', flags: 64 } });
    const last = received.at(-1);
    expect(last?.verified).toBe(true);
    expect(last?.body).toMatchObject({
      type: 3,
      application_id: standIn.clientId,
      guild_id: guild?.id,
      channel_id: channel?.id,
      data: { custom_id: 'signup:42', component_type: 2 },
      member: { user: { id: member?.userId } },
      version: 1,
    });
    expect(last?.body.locale).toBe(
      demoUsers.find((user) => user.id === member?.userId)?.language === 'ru' ? 'ru' : 'en-US',
    );
    expect(interaction?.token).toEqual(last?.body.token);
  });

  it('sends a select menu choice with its values, a slash command and a modal with their data', async () => {
    await send({
      userId: member?.userId,
      guildId: guild?.id,
      channelId: channel?.id,
      customId: 'pick',
      values: ['7'],
    });
    expect(received.at(-1)?.body.data).toEqual({ custom_id: 'pick', component_type: 3, values: ['7'] });
    const command = { name: 'raids', type: 1 };
    await send({
      userId: member?.userId,
      guildId: guild?.id,
      channelId: channel?.id,
      type: 2,
      data: command,
    });
    expect(received.at(-1)?.body).toMatchObject({ type: 2, data: command });
  });

  it('refuses a stranger to the guild, a missing field and an unknown message', async () => {
    const stranger = demoUsers.find((user) => !guild?.members.some((m) => m.userId === user.id));
    expect(
      (await send({ userId: stranger?.id, guildId: guild?.id, channelId: channel?.id, customId: 'x' }))
        .status,
    ).toBe(400);
    expect((await send({ userId: member?.userId, guildId: guild?.id, channelId: channel?.id })).status).toBe(
      400,
    );
    expect(
      (
        await send({
          userId: member?.userId,
          guildId: guild?.id,
          channelId: channel?.id,
          customId: 'x',
          messageId: '1',
        })
      ).status,
    ).toBe(404);
  });

  it('takes follow-ups on the interaction token, and refuses an unknown token as Discord does', async () => {
    const answer = (await (
      await send({ userId: member?.userId, guildId: guild?.id, channelId: channel?.id, customId: 'later' })
    ).json()) as { interaction: { token: string } };
    const followUp = await fetch(
      `${standIn.apiUrl}/webhooks/${standIn.clientId}/${answer.interaction.token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Checked your logs', flags: 64 }),
      },
    );
    expect(followUp.status).toBe(200);
    expect(standIn.requests().at(-1)).toMatchObject({
      method: 'POST',
      body: { content: 'Checked your logs' },
    });
    const unknownToken = await fetch(
      `${standIn.apiUrl}/webhooks/${standIn.clientId}/nope/messages/@original`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'x' }),
      },
    );
    expect(unknownToken.status).toBe(404);
    expect(await unknownToken.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });

  const webhook = (token: string, suffix = '') =>
    `${standIn.apiUrl}/webhooks/${standIn.clientId}/${token}${suffix}`;
  const json = (method: string, url: string, body?: unknown) =>
    fetch(url, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const kept = async (token: string) =>
    (await (await fetch(`${standIn.url}/__interactions/${token}/messages`)).json()) as {
      original: Record<string, unknown> | null;
      followUps: Array<Record<string, unknown>>;
    };

  it('keeps the original answer and the follow-ups per token, and shows them on the control route', async () => {
    const answer = (await (
      await send({ userId: member?.userId, guildId: guild?.id, channelId: channel?.id, customId: 'defer' })
    ).json()) as { response: { type: number }; interaction: { token: string } };
    expect(answer.response.type).toBe(5);
    const { token } = answer.interaction;
    expect(await kept(token)).toEqual({ original: null, followUps: [] });
    expect((await json('GET', webhook(token, '/messages/@original'))).status).toBe(404);

    const components = [{ type: 1, components: [{ type: 2, style: 1, label: 'Again', custom_id: 'again' }] }];
    const edited = await json('PATCH', webhook(token, '/messages/@original'), {
      content: 'Logs are below',
      components,
    });
    expect(edited.status).toBe(200);
    await json('POST', webhook(token), { content: 'One more thing', flags: 64 });
    const messages = await kept(token);
    expect(messages.original).toMatchObject({
      content: 'Logs are below',
      channel_id: channel?.id,
      components,
    });
    expect(messages.followUps).toEqual([expect.objectContaining({ content: 'One more thing', flags: 64 })]);
    expect(await (await json('GET', webhook(token, '/messages/@original'))).json()).toEqual(
      messages.original,
    );

    // An edit keeps what it leaves out; a bad one is refused as on a channel message.
    await json('PATCH', webhook(token, '/messages/@original'), { content: 'ilvl is lower' });
    expect((await kept(token)).original).toMatchObject({ content: 'ilvl is lower', components });
    const bad = await json('PATCH', webhook(token, '/messages/@original'), {
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'x' }] }],
    });
    expect(bad.status).toBe(400);

    expect((await json('DELETE', webhook(token, '/messages/@original'))).status).toBe(204);
    expect((await kept(token)).original).toBeNull();
    const unknownToken = await fetch(`${standIn.url}/__interactions/nope/messages`);
    expect(unknownToken.status).toBe(404);
    expect(await unknownToken.json()).toEqual({ message: 'Unknown Webhook', code: 10015 });
  });

  it('makes a message answer the original, and an update answer edits the post with its components', async () => {
    const post = (await (
      await fetch(`${standIn.apiUrl}/channels/${channel?.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bot ${standIn.botToken}` },
        body: JSON.stringify({
          content: 'Naxxramas',
          components: [
            { type: 1, components: [{ type: 2, style: 1, label: 'Sign up', custom_id: 'update' }] },
          ],
        }),
      })
    ).json()) as { id: string };
    const base = { userId: member?.userId, guildId: guild?.id, channelId: channel?.id, messageId: post.id };

    const clicked = (await (await send({ ...base, customId: 'signup' })).json()) as {
      interaction: { token: string };
    };
    expect(received.at(-1)?.body.message).toMatchObject({
      id: post.id,
      content: 'Naxxramas',
      components: [{ type: 1, components: [{ label: 'Sign up', custom_id: 'update' }] }],
    });
    expect((await kept(clicked.interaction.token)).original).toMatchObject({
      content: 'Signed up',
      flags: 64,
    });

    await send({ ...base, customId: 'update' });
    const stored = (await (
      await fetch(`${standIn.apiUrl}/channels/${channel?.id}/messages/${post.id}`, {
        headers: { Authorization: `Bot ${standIn.botToken}` },
      })
    ).json()) as { content: string; components: unknown[] };
    expect(stored).toMatchObject({ content: 'Full', components: [] });

    // After a deferred update, editing the original edits the post itself.
    const deferred = (await (await send({ ...base, customId: 'defer-update' })).json()) as {
      interaction: { token: string };
    };
    await json('PATCH', webhook(deferred.interaction.token, '/messages/@original'), {
      content: 'Roster: 10',
    });
    expect((await kept(deferred.interaction.token)).original).toMatchObject({
      id: post.id,
      content: 'Roster: 10',
    });
  });

  it('sends autocomplete and modal submits with their data, and a click on an answer without a message', async () => {
    const base = { userId: member?.userId, guildId: guild?.id, channelId: channel?.id };
    const autocomplete = {
      id: '1',
      name: 'signup',
      type: 1,
      options: [{ name: 'raid', type: 3, value: 'Nax', focused: true }],
    };
    expect((await send({ ...base, type: 4, data: autocomplete })).status).toBe(200);
    expect(received.at(-1)?.body).toMatchObject({ type: 4, data: autocomplete });
    const modal = {
      custom_id: 'cancel:7',
      components: [{ type: 1, components: [{ type: 4, custom_id: 'reason', value: 'Sick' }] }],
    };
    await send({ ...base, type: 5, data: modal });
    expect(received.at(-1)?.body).toMatchObject({ type: 5, data: modal });
    await send({ ...base, customId: 'pick', values: ['1'] });
    expect(received.at(-1)?.body).not.toHaveProperty('message');
  });
});

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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuild, createSession, createUser } from '../../testing/factories.js';
import { connectSocket, Inbox, listenOnLoopback, type TestSocket } from '../../testing/socketClients.js';
import { startTestApp, type TestApp } from '../../testing/testApp.js';

/** Frostmourne Raiders (tools/stand-ins/src/demoWorld.ts): Jaina administers it. */
const FROSTMOURNE = '310000000000000001';
const JAINA = '210000000000000002';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listenOnLoopback(t);
  await createUser(t.deps.db, { id: JAINA });
  await createGuild(t.deps.db, {
    id: FROSTMOURNE,
    name: 'Frostmourne Raiders',
    owner_id: '210000000000000001',
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('teams live (issue 30)', () => {
  it('tells other open pages, in any expansion, that a community’s teams changed', async () => {
    const cookie = await createSession(t.deps.db, JAINA);
    const watcher = await connectSocket(url, { subdomain: 'cata' });
    sockets.push(watcher);
    const inbox = new Inbox(watcher);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saveTeam?subdomain=wotlk',
      headers: { cookie },
      payload: { guild: FROSTMOURNE, name: 'Core' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await inbox.waitFor('teamsUpdated')).toEqual({ guild: FROSTMOURNE });

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/deleteTeam?subdomain=wotlk',
      headers: { cookie },
      payload: { id: saved.json<{ id: number }>().id },
    });
    expect(deleted.statusCode).toBe(200);
    await inbox.waitFor('teamsUpdated', () => inbox.all('teamsUpdated').length === 2);
  });
});

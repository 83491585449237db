import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuild, createSession, createUser } from '../../testing/factories.js';
import { changeMemberRole } from '../../testing/discordRoles.js';
import { connectSocket, Inbox, listenOnLoopback, type TestSocket } from '../../testing/socketClients.js';
import { useTestApp } from '../../testing/testApp.js';
import { syncAllRoleTeams } from './roleSync.js';

/** Frostmourne Raiders (tools/stand-ins/src/demoWorld.ts): Jaina administers it, Thrall is no Raider. */
const FROSTMOURNE = '310000000000000001';
const RAIDER = '320000000000000003';
const JAINA = '210000000000000002';
const THRALL = '210000000000000003';

let url: string;
const sockets: TestSocket[] = [];

const t = useTestApp();

beforeAll(async () => {
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

  it('tells them when the scheduled role sync changed a team’s members, and not when it changed nothing', async () => {
    const cookie = await createSession(t.deps.db, JAINA);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saveTeam?subdomain=wotlk',
      headers: { cookie },
      payload: { guild: FROSTMOURNE, name: 'Raiders', roleId: RAIDER },
    });
    expect(saved.statusCode).toBe(200);
    const watcher = await connectSocket(url, { subdomain: 'wotlk' });
    sockets.push(watcher);
    const inbox = new Inbox(watcher);

    // Nobody's role changed since the save: the sync tells nothing before the event sent after it.
    expect(await syncAllRoleTeams(t.deps)).toBe(1);
    t.deps.events.emit({ type: 'teamsChanged', guildId: 'later' });
    await inbox.waitFor('teamsUpdated', (event) => event.guild === 'later');
    expect(inbox.all('teamsUpdated')).toEqual([{ guild: 'later' }]);

    const thrall = { guild: FROSTMOURNE, user: THRALL, role: RAIDER };
    await changeMemberRole(t.discord, thrall, true);
    try {
      expect(await syncAllRoleTeams(t.deps)).toBe(1);
      expect(await inbox.waitFor('teamsUpdated', (event) => event.guild === FROSTMOURNE)).toEqual({
        guild: FROSTMOURNE,
      });
    } finally {
      await changeMemberRole(t.discord, thrall, false);
    }
  });
});

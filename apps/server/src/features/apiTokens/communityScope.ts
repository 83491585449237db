import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidsQuery, refreshRaidPayload } from '@raid/domain/schemas/raid';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import { raidGuild } from '../../data/apiTokens.js';

type ScopeDeps = Pick<AppDeps, 'db'>;
type Scope = (deps: ScopeDeps, request: FastifyRequest, guildId: string) => Promise<void>;

/** 403 for a raid of another community; a missing raid is left to the call's own 404. */
async function requireRaidOf(deps: ScopeDeps, expansion: ExpansionKey, raidId: number, guildId: string) {
  const guild = await raidGuild(deps.db, expansion, raidId);
  if (guild !== undefined && guild !== guildId) fail('apiTokenOtherCommunity');
}

/**
 * How each call of http/tokenCalls.ts's list is held to the token's community, after the payload is validated. A list
 * without `guild` lists the community's raids (the filter is added, so the answer is that of `?guild=`); another
 * community's list, raid, or a raid saved to another server answers 403.
 */
export const communityScopes: Readonly<Record<string, Scope>> = {
  'GET /api/raids': async (deps, request, guildId) => {
    const query = request.query as RaidsQuery;
    if (query.id !== undefined) return requireRaidOf(deps, request.expansion, query.id, guildId);
    if (query.guild === undefined) query.guild = guildId;
    else if (query.guild !== guildId) fail('apiTokenOtherCommunity');
  },
  'POST /api/refreshRaid': async (deps, request, guildId) => {
    const body = request.body as z.output<typeof refreshRaidPayload>;
    if ('discordServer' in body && body.discordServer !== guildId) fail('apiTokenOtherCommunity');
    if (body.id !== undefined) await requireRaidOf(deps, request.expansion, body.id, guildId);
  },
};

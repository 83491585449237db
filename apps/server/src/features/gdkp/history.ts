import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { difficulties } from '@raid/domain/catalogue/common';
import { findZone } from '@raid/domain/rules/raidForm';
import type { GdkpPlayerResult } from '@raid/domain/schemas/gdkp';
import type { z } from 'zod';
import type { gdkpHistoryAnswer } from '@raid/domain/schemas/gdkp';
import type { AppDeps } from '../../appDeps.js';
import type { RaidRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { isSiteAdmin } from '@raid/domain/rules/raidManagers';
import { zoneSizeDifficulty } from '../../presenters/raids.js';
import { loadLedger } from './ledger.js';
import { ledgerRaids } from '../../data/gdkp.js';

type GdkpHistory = z.infer<typeof gdkpHistoryAnswer>;

/** The newest GDKP raids a history shows. */
const HISTORY_RAIDS_MAX = 100;

function raidName(raid: RaidRow): string {
  const zone = findZone(expansionCatalogue(raid.expansion).zones, raid.zone);
  const difficulty = difficulties.find((candidate) => candidate.id === raid.difficulty);
  return zoneSizeDifficulty(zone?.nameEng ?? '', raid.size, difficulty?.nameEng ?? '');
}

/** What a player got out of the pot: their net before what they spent (their shortfall already taken). */
const received = (player: GdkpPlayerResult) => player.netCopper + player.spentCopper;

/**
 * `GET /api/gdkpHistory`: per GDKP raid, for a user (themself, or the site administrator) what they spent and
 * received over all their characters; for a community (its members) what its raids' players spent and received
 * in all. The split is computed per raid, as the ledger shows it. Of the page's expansion only, as attendance:
 * a raid's page lives on its expansion's address.
 */
export async function gdkpHistory(
  deps: Pick<AppDeps, 'db' | 'discord' | 'config'>,
  viewer: UserRow,
  expansion: ExpansionKey,
  query: { user?: string | undefined; guild?: string | undefined },
): Promise<GdkpHistory> {
  const adminId = deps.config.adminUserId;
  if (query.guild !== undefined) {
    const member = isSiteAdmin(viewer, adminId)
      ? true
      : await deps.discord.member(query.guild, viewer.id).catch(() => null);
    if (!member) fail('forbidden');
  } else if (query.user !== viewer.id && !isSiteAdmin(viewer, adminId)) fail('forbidden');
  const filter = query.guild !== undefined ? { guildId: query.guild } : { userId: query.user ?? viewer.id };
  const raids = await ledgerRaids(deps.db, expansion, filter, HISTORY_RAIDS_MAX);
  const rows: GdkpHistory['rows'] = [];
  for (const raid of raids) {
    const { split, participants } = await loadLedger(deps.db, raid);
    const mine =
      'userId' in filter
        ? new Set(participants.filter((p) => p.userId === filter.userId).map((p) => p.key))
        : null;
    const players = split.players.filter((player) => !mine || mine.has(player.key));
    rows.push({
      raid: raid.id,
      date: raid.date.toISOString(),
      zone: raid.zone,
      name: raidName(raid),
      spentCopper: players.reduce((sum, player) => sum + player.spentCopper, 0),
      receivedCopper: players.reduce((sum, player) => sum + received(player), 0),
    });
  }
  return { rows };
}

import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Raid } from '@raid/domain/schemas/raid';
import { CURRENT_EXPANSION } from '@raid/domain/catalogue/expansions';
import { expansionAddress } from '@raid/domain/rules/tenant';
import type { AppDeps } from '../../appDeps.js';
import { presentRaid } from '../../presenters/raids.js';
import { findRaidViewById, type RaidView } from '../../data/raids.js';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';
import { raidTitle } from '../raidAnnouncement.js';
import { raidAddress } from '../raidSync.js';
import type { Caller } from './interactionCaller.js';

/** The raid a button or command names, with what its answers show. */
export interface InteractionRaid {
  view: RaidView;
  raid: Raid;
  expansion: ExpansionKey;
  /** The raid's page on the site. */
  url: string;
  /** The site's page of the expansion, where a player adds characters. */
  homeUrl: string;
  /** Zones, size and difficulty in the caller's language, escaped for Discord. */
  title: string;
  /** 'Realm, Faction' in the caller's language, escaped. */
  place: string;
}

export function describeRaid(
  deps: Pick<AppDeps, 'config' | 'now'>,
  caller: Caller,
  view: RaidView,
): InteractionRaid {
  const raid = presentRaid(view, deps.now());
  const { expansion } = view;
  const faction = caller.language === 'ru' ? raid.faction : raid.factionEng;
  return {
    view,
    raid,
    expansion,
    url: raidAddress(deps.config.baseUrl, expansion, raid.id),
    homeUrl: expansionAddress(deps.config.baseUrl, expansion, expansion === CURRENT_EXPANSION, '/'),
    title: plain(raidTitle(raid, caller.language)),
    place: plain(`${raid.serverName}, ${faction}`),
  };
}

export async function findInteractionRaid(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  caller: Caller,
  raidId: number,
): Promise<InteractionRaid | null> {
  const view = await findRaidViewById(deps.db, raidId);
  return view ? describeRaid(deps, caller, view) : null;
}

/** Whether the expansion's catalogue has the class. */
export function expansionClass(expansion: ExpansionKey, classId: number) {
  return expansionCatalogue(expansion).classes.find((candidate) => candidate.id === classId) ?? null;
}

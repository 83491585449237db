import type { GdkpRules } from '@raid/domain/schemas/gdkp';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { startingRules } from './ledger.js';
import { saveDefaults } from '../../data/gdkp.js';

type DefaultsDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/** `GET /api/gdkpDefaults`: the rules a new ledger of the Discord server starts with (its managers, Settings). */
export async function getDefaults(deps: DefaultsDeps, user: UserRow, guildId: string) {
  await requireGuildManager(deps, user, guildId);
  return { rules: await startingRules(deps.db, guildId) };
}

/** `POST /api/gdkpDefaults`: ledgers made from now on start with these rules; existing ones keep theirs. */
export async function setDefaults(deps: DefaultsDeps, user: UserRow, guildId: string, rules: GdkpRules) {
  await requireGuildManager(deps, user, guildId);
  await saveDefaults(deps.db, guildId, rules);
  return { rules };
}

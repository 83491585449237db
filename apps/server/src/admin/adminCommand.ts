import { displayName } from '@raid/domain/rules/displayName';
import type { Db } from '../db/database.js';
import { setPremium } from '../features/users/repository.js';

export const ADMIN_USAGE =
  'Usage: npm run admin -- premium <discordUserId> on|off\n       npm run admin -- discord-commands';

/** A mistake in the command line or its target, told to the operator as it is. */
export class AdminCommandError extends Error {}

/**
 * The operator's commands. `premium <discordUserId> on|off` is how a user becomes Premium (SPEC section 6:
 * Discord events, weekly templates, reminders): the flag lives on the user, survives their logins, and shows
 * as `premium` in the user object the API answers. The user must have logged in once. Answers what to print.
 */
export async function runAdminCommand(db: Db, args: readonly string[], now: Date): Promise<string> {
  const [command, userId, state, ...extra] = args;
  const wellFormed =
    command === 'premium' && /^\d{1,20}$/.test(userId ?? '') && ['on', 'off'].includes(state ?? '');
  if (!wellFormed || !userId || extra.length > 0) throw new AdminCommandError(ADMIN_USAGE);
  const premium = state === 'on';
  const user = await setPremium(db, userId, premium, now);
  if (!user) {
    throw new AdminCommandError(
      `No user ${userId} here yet: they must log in once before Premium can be set.`,
    );
  }
  return `${displayName(user)} (${user.id}) ${premium ? 'is now Premium' : 'is no longer Premium'}.`;
}

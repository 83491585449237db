import { displayName } from '@raid/domain/rules/displayName';
import type { Db } from '../db/database.js';
import { setPremium } from '../data/users.js';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- premium <discordUserId> on|off',
  '       npm run admin -- discord-commands',
  '       npm run admin -- backup <file>',
  '       npm run admin -- restore <file>   (into a stopped app or an empty database)',
  '       npm run admin -- doctor',
].join('\n');

/** A target the command cannot act on (a user who never logged in), told to the operator as it is. */
export class AdminCommandError extends Error {}

export type AdminCommand =
  | { name: 'premium'; userId: string; premium: boolean }
  | { name: 'discord-commands' }
  | { name: 'doctor' }
  | { name: 'backup' | 'restore'; file: string };

/** The command line's command, or null when it names none or is malformed: the operator gets the usage. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | null {
  const [command, ...rest] = args;
  if (command === 'discord-commands' || command === 'doctor')
    return rest.length === 0 ? { name: command } : null;
  if (command === 'backup' || command === 'restore') {
    const [file, ...extra] = rest;
    return file && extra.length === 0 ? { name: command, file } : null;
  }
  const [userId, state, ...extra] = rest;
  const wellFormed =
    command === 'premium' &&
    userId !== undefined &&
    /^\d{1,20}$/.test(userId) &&
    (state === 'on' || state === 'off') &&
    extra.length === 0;
  return wellFormed ? { name: command, userId, premium: state === 'on' } : null;
}

/**
 * `premium <discordUserId> on|off` is how a user becomes Premium (SPEC section 6: Discord events, weekly
 * templates, reminders): the flag lives on the user, survives their logins, and shows as `premium` in the user
 * object the API answers. The user must have logged in once. Answers what to print.
 */
export async function runPremiumCommand(
  db: Db,
  { userId, premium }: Extract<AdminCommand, { name: 'premium' }>,
  now: Date,
): Promise<string> {
  const user = await setPremium(db, userId, premium, now);
  if (!user) {
    throw new AdminCommandError(
      `No user ${userId} here yet: they must log in once before Premium can be set.`,
    );
  }
  return `${displayName(user)} (${user.id}) ${premium ? 'is now Premium' : 'is no longer Premium'}.`;
}

import { errorCatalogue, type ErrorCode } from '@raid/domain/errors/catalogue';
import type { APIUser } from 'discord-api-types/v10';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { saveUser } from '../../data/users.js';
import { type BotLanguage } from '../botTexts.js';
import { interactionTexts, type InteractionTexts } from './interactionTexts.js';
import type { Reply } from './interactionAnswers.js';

/** The bot's language for a Discord client's locale (`ru`, `en-US`, ...). */
export function languageOfLocale(locale: string | undefined): BotLanguage {
  return locale?.startsWith('ru') ? 'ru' : 'en';
}

/** The player behind an interaction: their account (made at first use), language and texts. */
export interface Caller {
  user: UserRow;
  language: BotLanguage;
  texts: InteractionTexts;
}

/**
 * The site's account of the Discord user who clicked: an account's id is its Discord id, so a player who never
 * logged in to the site gets one now, with the profile Discord signed; the next login fills in the rest.
 */
export async function callerOf(
  db: Db,
  discordUser: APIUser,
  locale: string | undefined,
  now: Date,
): Promise<Caller> {
  const user = await saveUser(db, discordUser.id, {
    username: discordUser.username,
    global_name: discordUser.global_name ?? null,
    discriminator: discordUser.discriminator,
    avatar: discordUser.avatar ?? null,
    updated_at: now,
  });
  // The language chosen on the site wins; before that, the Discord client's.
  const language: BotLanguage = user.language ?? languageOfLocale(locale);
  return { user, language, texts: interactionTexts[language] };
}

/** The error catalogue's text (SPEC section 8) in the player's language. */
export function refusal(caller: Caller, code: ErrorCode): Reply {
  return { content: errorCatalogue[code][caller.language] };
}

import {
  InteractionResponseType,
  InteractionType,
  type APIInteraction,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import { answer } from './interactionAnswers.js';
import { languageOfLocale } from './interactionCaller.js';
import { claimInteraction, pruneExpiredClaims } from './interactionClaimsRepository.js';
import type { InteractionDeps } from './interactionHandler.js';
import { interactionTexts } from './interactionTexts.js';

/**
 * What an interaction meets before any work (issue 26). Past its user's limit it is answered "slow down", in the
 * language of the Discord client (the site's account is not read: the answer costs no database work). Then its
 * id is claimed: a signed request sent again within its signature's window is answered that it was handled and
 * acts on nothing. Autocomplete only reads, so it is counted but not claimed. Null: go on.
 */
export async function refusedBeforeWork(
  deps: InteractionDeps,
  interaction: APIInteraction,
  discordUserId: string,
): Promise<APIInteractionResponse | null> {
  const texts = interactionTexts[languageOfLocale('locale' in interaction ? interaction.locale : undefined)];
  const reads = interaction.type === InteractionType.ApplicationCommandAutocomplete;
  const limited = deps.userLimit(discordUserId, Date.now());
  if (limited) {
    return reads
      ? { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } }
      : answer(interaction, { content: texts.slowDown(limited.retryAfter) });
  }
  if (reads) return null;
  const now = deps.now();
  if (!(await claimInteraction(deps.db, interaction.id, now)))
    return answer(interaction, { content: texts.alreadyHandled });
  pruneExpiredClaims(deps.db, now, 100).catch((error: unknown) =>
    deps.log('pruning interaction claims failed', error),
  );
  return null;
}

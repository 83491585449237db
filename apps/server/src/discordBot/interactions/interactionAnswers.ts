import {
  InteractionResponseType,
  MessageFlags,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIInteraction,
  type APIInteractionResponse,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { isPermanentDiscordRefusal, type DiscordGateway } from '../../integrations/discord/discordGateway.js';

/** What the bot says to the one player who clicked: text and, maybe, the next buttons or select menu. */
export interface Reply {
  content: string;
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
}

/** Nobody is pinged by what a player's own answer quotes (character or raid names). */
const NO_MENTIONS = { parse: [] };

/** A click on our own ephemeral answer (a select menu we showed) replaces that answer instead of adding one. */
function onEphemeralMessage(interaction: APIInteraction): boolean {
  const flags = 'message' in interaction ? (interaction.message?.flags ?? 0) : 0;
  return (flags & MessageFlags.Ephemeral) !== 0;
}

/** The answer only the player sees: a new ephemeral message, or the replaced one they clicked in. */
export function answer(interaction: APIInteraction, reply: Reply): APIInteractionResponse {
  const data = { content: reply.content, components: reply.components ?? [], allowed_mentions: NO_MENTIONS };
  if (onEphemeralMessage(interaction)) return { type: InteractionResponseType.UpdateMessage, data };
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { ...data, flags: MessageFlags.Ephemeral },
  };
}

export function modal(data: APIModalInteractionResponseCallbackData): APIInteractionResponse {
  return { type: InteractionResponseType.Modal, data };
}

function deferred(interaction: APIInteraction): APIInteractionResponse {
  return onEphemeralMessage(interaction)
    ? { type: InteractionResponseType.DeferredMessageUpdate }
    : {
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: { flags: MessageFlags.Ephemeral },
      };
}

/**
 * Discord waits 3 seconds for an answer. Work that may take longer (a Warcraft Logs check) answers at once
 * when it is done within `deferAfterMs`; otherwise Discord is told to show "thinking…" and the result replaces
 * that message when it is ready. A token that expired meanwhile (15 minutes) is not worth an error: the
 * player has gone; the record exists either way.
 */
export async function answerWithinWindow(
  deps: { discord: DiscordGateway; log: (message: string, error: unknown) => void; deferAfterMs: number },
  interaction: APIInteraction,
  work: Promise<Reply>,
): Promise<APIInteractionResponse> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deps.deferAfterMs);
  });
  const first = await Promise.race([work, late]);
  clearTimeout(timer);
  if (first !== null) return answer(interaction, first);
  void work
    .then((reply) =>
      deps.discord.editInteractionAnswer(interaction.token, {
        content: reply.content,
        embeds: [],
        components: reply.components ?? [],
      }),
    )
    .catch((error: unknown) => {
      if (!isPermanentDiscordRefusal(error)) deps.log('a deferred interaction answer failed', error);
    });
  return deferred(interaction);
}

import { escapeDiscordMarkdown } from '../discordMarkdown.js';
import type { Language } from '../language.js';
import { formatCopper } from './formatCopper.js';
import { payoutPlayers } from './payoutPlayers.js';
import type { GdkpSplit, GdkpTrade } from './gdkpTypes.js';

/** Discord refuses a message longer than this. */
export const DISCORD_MESSAGE_MAX = 2_000;

/** The words of the payout post in the channel's language; the caller fills them from its translations. */
export interface GdkpPayoutTexts {
  language: Language;
  /** Our own text (the raid's zones and date), written as is. */
  title: string;
  pot: string;
  receives: string;
  pays: string;
  share: string;
  cuts: string;
  spent: string;
  shortfall: string;
  trades: string;
  /** The organizer who has no character in the raid (GDKP_ABSENT_ORGANIZER_KEY in the trades). */
  organizer: string;
}

function playerLine(player: GdkpSplit['players'][number], texts: GdkpPayoutTexts): string {
  const money = (copper: number) => formatCopper(copper, texts.language);
  const details = [
    player.shareCopper > 0 && `${texts.share} ${money(player.shareCopper)}`,
    player.cutsCopper + player.shortfallsOwedToCopper > 0 &&
      `${texts.cuts} ${money(player.cutsCopper + player.shortfallsOwedToCopper)}`,
    player.spentCopper > 0 && `${texts.spent} ${money(player.spentCopper)}`,
    player.shortfallCopper > 0 && `${texts.shortfall} ${money(player.shortfallCopper)}`,
  ].filter((detail) => detail !== false);
  const net =
    player.netCopper >= 0
      ? `${texts.receives} ${money(player.netCopper)}`
      : `${texts.pays} ${money(-player.netCopper)}`;
  const suffix = details.length > 0 ? ` (${details.join(' · ')})` : '';
  return `- **${escapeDiscordMarkdown(player.name)}** · ${net}${suffix}`;
}

/** Lines packed into as few messages as fit Discord's limit, never splitting a line that fits one. */
function packMessages(lines: string[]): string[] {
  const messages: string[] = [];
  let current = '';
  for (const line of lines.flatMap(
    (text) => text.match(new RegExp(`[^]{1,${DISCORD_MESSAGE_MAX}}`, 'g')) ?? [''],
  )) {
    if (current !== '' && current.length + 1 + line.length > DISCORD_MESSAGE_MAX) {
      messages.push(current);
      current = line;
    } else {
      current = current === '' ? line : `${current}\n${line}`;
    }
  }
  return current === '' ? messages : [...messages, current];
}

/**
 * The payouts for posting in the raid's channel: the title and the pot, a line per player (what they receive or
 * pay, and why), then the trades of the settle-up. Names are escaped; the post is cut into messages that Discord
 * accepts, between lines.
 */
export function gdkpPayoutsMarkdown(
  split: GdkpSplit,
  trades: readonly GdkpTrade[],
  texts: GdkpPayoutTexts,
): string[] {
  const names = new Map(split.players.map((player) => [player.key, escapeDiscordMarkdown(player.name)]));
  const nameOf = (key: string) => names.get(key) ?? texts.organizer;
  const lines = [
    `## ${texts.title}`,
    `**${texts.pot}:** ${formatCopper(split.potCopper, texts.language)}`,
    '',
    ...payoutPlayers(split).map((player) => playerLine(player, texts)),
  ];
  if (trades.length > 0) {
    lines.push(
      '',
      `**${texts.trades}**`,
      ...trades.map(
        (trade) =>
          `- ${nameOf(trade.fromKey)} → ${nameOf(trade.toKey)}: ${formatCopper(trade.copper, texts.language)}`,
      ),
    );
  }
  return packMessages(lines);
}

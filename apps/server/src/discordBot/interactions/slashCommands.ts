/**
 * The bot's slash commands (issue 15): /raids, /signup raid:<autocomplete>, /mychars. `commandDefinitions` is
 * what `npm run admin -- discord-commands` registers with Discord; the handlers answer them.
 */
import { CURRENT_EXPANSION, expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import { expansionAddress } from '@raid/domain/rules/tenant';
import { findSpec } from '@raid/domain/catalogue/classes';
import { factions } from '@raid/domain/catalogue/common';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type APIApplicationCommandOptionChoice,
  type RESTPutAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { AppDeps } from '../../appDeps.js';
import { userCharacters } from '../../data/chars.js';
import { openRaidViewsOfGuild } from '../../data/raids.js';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';
import { discordTime } from '../botTexts.js';
import { fitLines } from '../discordLimits.js';
import { interactionTexts } from './interactionTexts.js';
import type { Reply } from './interactionAnswers.js';
import type { Caller } from './interactionCaller.js';
import { describeRaid, expansionClass } from './interactionRaid.js';

export const RAID_OPTION = 'raid';
/** /raids lists this many at most (fewer when they do not fit in a message), then links to the community page. */
const LISTED_RAIDS = 10;
/** The raids /raids reads, to count those it does not list (and /signup offers). */
const COUNTED_RAIDS = 100;
const MAX_CHOICES = 25;
const MAX_CHOICE_NAME = 100;

export function commandDefinitions(): RESTPutAPIApplicationCommandsJSONBody {
  const { en, ru } = interactionTexts;
  const command = (name: 'raids' | 'signup' | 'mychars') => ({
    type: ApplicationCommandType.ChatInput,
    name,
    description: en.commands[name],
    description_localizations: { ru: ru.commands[name] },
  });
  return [
    { ...command('raids'), contexts: [0] },
    {
      ...command('signup'),
      contexts: [0],
      options: [
        {
          type: ApplicationCommandOptionType.Integer,
          name: RAID_OPTION,
          description: en.commands.raidOption,
          description_localizations: { ru: ru.commands.raidOption },
          required: true,
          autocomplete: true,
        },
      ],
    },
    command('mychars'),
  ];
}

function openRaids(deps: Pick<AppDeps, 'db' | 'now'>, guildId: string, limit: number) {
  const startedAfter = new Date(deps.now().getTime() - COMPLETION_DELAY_MS);
  return openRaidViewsOfGuild(deps.db, guildId, startedAfter, limit);
}

/** /raids: the server's raids open for sign-up, each with its date, sign-up count and link. */
export async function listRaids(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: Caller,
  guildId: string,
): Promise<Reply> {
  const views = await openRaids(deps, guildId, COUNTED_RAIDS);
  if (views.length === 0) return { content: caller.texts.noUpcomingRaids };
  const lines = views.map((view) => {
    const target = describeRaid(deps, caller, view);
    const count = caller.texts.signedUpCount(target.raid.recordsCount);
    return `**${target.title}** — ${discordTime(new Date(target.raid.date))} — ${count} — <${target.url}>`;
  });
  const community = expansionAddress(deps.config.baseUrl, CURRENT_EXPANSION, true, `/guilds/${guildId}`);
  return {
    content: fitLines({
      head: [caller.texts.upcomingRaids],
      lines,
      maxLines: LISTED_RAIDS,
      more: (left) => caller.texts.moreOnSite(left, `<${community}>`),
    }),
  };
}

/**
 * /signup's raid choices as the player types: the server's open raids whose name or date holds the text.
 * Choices are plain text, where a Discord timestamp does not render: the date is written out in UTC.
 */
export async function raidChoices(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  caller: Caller,
  guildId: string,
  typed: string,
): Promise<APIApplicationCommandOptionChoice<number>[]> {
  const views = await openRaids(deps, guildId, COUNTED_RAIDS);
  const format = new Intl.DateTimeFormat(caller.language === 'ru' ? 'ru-RU' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const wanted = typed.trim().toLowerCase();
  return views
    .map((view) => {
      const target = describeRaid(deps, caller, view);
      const name = `${target.raid.serverName} · ${format.format(new Date(target.raid.date))} UTC · ${target.title.replaceAll('\\', '')}`;
      return { name: name.slice(0, MAX_CHOICE_NAME), value: target.raid.id };
    })
    .filter((choice) => wanted === '' || choice.name.toLowerCase().includes(wanted))
    .slice(0, MAX_CHOICES);
}

/** /mychars: the player's characters in every expansion. */
export async function listCharacters(deps: Pick<AppDeps, 'db' | 'config'>, caller: Caller): Promise<Reply> {
  const lines: string[] = [];
  for (const expansion of expansionKeys) {
    const catalogue = expansionCatalogue(expansion);
    for (const character of await userCharacters(deps.db, caller.user.id, expansion)) {
      const spec = findSpec(expansion, character.spec);
      const gameClass = expansionClass(expansion, character.class);
      const server = catalogue.servers.find((candidate) => candidate.id === character.server);
      const faction = factions.find((candidate) => candidate.id === character.faction);
      const ru = caller.language === 'ru';
      const what = [ru ? spec?.name : spec?.nameEng, ru ? gameClass?.name : gameClass?.nameEng]
        .filter(Boolean)
        .join(' ');
      const where = [server?.name, ru ? faction?.name : faction?.nameEng].filter(Boolean).join(', ');
      lines.push(`**${plain(character.name)}** — ${what} — ${plain(where)} (${catalogue.nameEng})`);
    }
  }
  const site = `<${deps.config.baseUrl}/>`;
  if (lines.length === 0) return { content: `${caller.texts.noCharactersAtAll} ${site}` };
  return {
    content: fitLines({
      head: [caller.texts.myCharacters],
      lines,
      foot: [site],
      more: (left) => caller.texts.moreOnSite(left, site),
    }),
  };
}

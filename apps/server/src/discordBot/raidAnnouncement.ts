import type { Raid } from '@raid/domain/schemas/raid';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { RaidMessage } from '../integrations/discord/discordGateway.js';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';
import { formatCopper } from '@raid/domain/rules/gdkp/gdkpFormats';
import { botTexts, discordTime, type BotLanguage } from './botTexts.js';
import { customId } from './interactions/customIds.js';
import { interactionTexts } from './interactions/interactionTexts.js';

const statusColour = { active: 0x3ba55d, completed: 0x5865f2, canceled: 0xed4245 } as const;

/** The raid's name in a message: zones joined with a slash, size and difficulty, in the reader's language. */
export function raidTitle(raid: Raid, language: BotLanguage): string {
  const zones =
    language === 'ru' ? [raid.zone, raid.zone2, raid.zone3] : [raid.zoneEng, raid.zone2Eng, raid.zone3Eng];
  const difficulty = language === 'ru' ? raid.difficulty : raid.difficultyEng;
  return [zones.filter(Boolean).join(' / '), String(raid.size), difficulty].filter(Boolean).join(' ');
}

const STATUSES = ['tentative', 'late', 'absence'] as const;

/**
 * The post's buttons while sign-up is open (issue 15): sign up, the three statuses (the web offers the same
 * three; Late answers 'You are not included in the composition' outside the roster), cancel, and the raid's
 * page. A finished or canceled raid's post has none.
 */
function signUpButtons(raid: Raid, language: BotLanguage, url: string): RaidMessage['components'] {
  if (raid.status !== 'active') return [];
  const text = interactionTexts[language];
  const raidId = raid.id;
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          label: text.signUp,
          custom_id: customId({ kind: 'signUp', raidId }),
        },
        ...STATUSES.map((status) => ({
          type: ComponentType.Button as const,
          style: ButtonStyle.Secondary as const,
          label: text.status[status],
          custom_id: customId({ kind: 'status', raidId, status }),
        })),
      ],
    },
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: text.cancelSignUp,
          custom_id: customId({ kind: 'cancel', raidId }),
        },
        { type: ComponentType.Button, style: ButtonStyle.Link, label: text.openInBrowser, url },
      ],
    },
  ];
}

/**
 * The post in the raid's channel (issue 4): zone, size, difficulty, loot system, the date as a Discord
 * timestamp, leader, requirements, counts by role and a link to the raid. The description opens with the
 * expansion, as a zone such as Naxxramas is raided in several (issue 28). A canceled or completed raid keeps
 * its post, marked with its status (and the cancel reason). The comment, the reason and the leader's name are
 * user text, escaped so that they show as typed.
 */
export function raidAnnouncement(
  raid: Raid,
  language: BotLanguage,
  url: string,
  expansion: { nameEng: string; gearScore: boolean },
): RaidMessage {
  const text = botTexts[language];
  const date = new Date(raid.date);
  const requirements = [
    raid.requiredLogs > 0 ? text.logs(raid.requiredLogs) : null,
    raid.requiredIlvl > 0 ? text.ilvl(raid.requiredIlvl, expansion.gearScore) : null,
    raid.byers ? text.buyers : null,
  ].filter((part): part is string => part !== null);
  const server = `**${expansion.nameEng}** · ${raid.serverName}, ${language === 'ru' ? raid.faction : raid.factionEng}`;
  const description = [
    server,
    plain(raid.comment),
    raid.status === 'canceled' ? `${text.reason}: ${plain(raid.canceledReason ?? '')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    embeds: [
      {
        title: `${raidTitle(raid, language)} — ${text.status[raid.status]}`,
        description,
        url,
        color: statusColour[raid.status],
        timestamp: date.toISOString(),
        fields: [
          { name: text.date, value: `${discordTime(date)} (${discordTime(date, 'R')})`, inline: true },
          { name: text.leader, value: plain(raid.userRepresentation), inline: true },
          {
            name: text.lootSystem,
            value: (language === 'ru' ? raid.lootSystem : raid.lootSystemEng) || '—',
            inline: true,
          },
          { name: text.requirements, value: requirements.join(', ') || text.noRequirements, inline: true },
          // A GDKP raid's pot so far (issue 29), refreshed with every change of its ledger.
          ...(raid.potCopper === null
            ? []
            : [{ name: text.pot, value: formatCopper(raid.potCopper, language), inline: true }]),
          {
            name: text.roster,
            value: `${text.rosterCounts(raid.slotsFilled, raid.size, raid.recordsCount)}\n${text.roles(raid.tanks, raid.healers, raid.dps)}`,
          },
        ],
        footer: { text: text.open },
      },
    ],
    components: signUpButtons(raid, language, url),
  };
}

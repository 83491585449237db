import { gameDataAnswer } from '@raid/domain/schemas/gameData';
import { raidListAnswer, raidsAnswer } from '@raid/domain/schemas/raid';
import { recordsAnswer } from '@raid/domain/schemas/record';
import { guildsAnswer } from '@raid/domain/schemas/settings';
import { userListItem } from '@raid/domain/schemas/user';
import { InteractionResponseType } from 'discord-api-types/v10';
import { z } from 'zod';

/**
 * What a route's schemas cannot say: its summary and section (docs/api.md's words, shortened), and for the few
 * calls that write their answer themselves (cached lists, files) the answer's schema or content type. The
 * shapes stay the zod schemas the routes validate with; a route may instead carry `schema.summary`,
 * `schema.description` and `schema.tags`, which win over this table.
 */
export interface CallNote {
  summary: string;
  description?: string;
  /** The answer of a route that serializes it itself, so has no `response` schema. */
  answer?: z.ZodType;
  /** The answer's media type when no schema describes it. */
  contentType?: string;
  /** The body's media type when no schema describes it. */
  requestType?: string;
}

/**
 * Discord's interaction response (discord-api-types v10 `APIInteractionResponse`): one of the types the bot
 * answers with, and for most of them `data` in the shape that type has there.
 */
const interactionResponse = z.object({
  type: z.literal([
    InteractionResponseType.Pong,
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.ApplicationCommandAutocompleteResult,
    InteractionResponseType.Modal,
  ]),
  data: z.looseObject({}).optional(),
});

/** This document's own top level: an OpenAPI 3.1 document (its full grammar is the OpenAPI specification's). */
const openApiDocumentAnswer = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

export interface Section {
  tag: string;
  description: string;
  /** Keyed `METHOD /path`, the path as Fastify has it (`:param`). */
  calls: Record<string, CallNote>;
}

export const sections: Section[] = [
  {
    tag: 'Session',
    description: 'Discord login, the session cookie `sid`, the caller and their preferences.',
    calls: {
      'GET /api/init': {
        summary: 'Start the page',
        description:
          'The Discord login address, the user (or null), the expansions and the bot invite link; sets the signed `oauth_state` cookie.',
      },
      'GET /api/login': {
        summary: 'Finish the Discord login',
        description: '`state` must match the `oauth_state` cookie. Answers the user and sets `sid`.',
      },
      'GET /api/logout': { summary: 'Log out', description: 'Deletes the session.' },
      'GET /api/sessions': {
        summary: "The caller's live sessions",
        description: 'Most recently used first.',
      },
      'POST /api/endSession': {
        summary: 'End one session',
        description: "Ends the session if it is the caller's; clears `sid` when it is this one.",
      },
      'POST /api/endOtherSessions': { summary: 'End every session but this one' },
      'POST /api/endAllSessions': { summary: 'End every session, this one included' },
      'POST /api/refreshUser': { summary: "Save the caller's preferences", description: 'Answers the user.' },
    },
  },
  {
    tag: 'Reference data',
    description: "The expansion's catalogue and the caller's Discord servers.",
    calls: {
      'GET /api/gameData': { summary: "The expansion's catalogue", answer: gameDataAnswer },
      'GET /api/discordServers': {
        summary: "The caller's Discord servers where the bot is",
        description: 'With channels, voice channels, roles and whether the caller leads there.',
      },
    },
  },
  {
    tag: 'Characters',
    description: "The caller's characters.",
    calls: {
      'GET /api/chars': { summary: "The caller's characters with their upcoming raids" },
      'POST /api/refreshChar': {
        summary: 'Add, edit or delete a character',
        description:
          'Answers `{ id }`, or `{ userID, username }` when the character is linked to another account.',
      },
      'POST /api/addLockoutSave': {
        summary: 'Save a character to a zone until its next reset',
        description:
          "For a save made outside the planner; the end of the save is computed from the zone's reset cycle and the realm's region. `size` and `difficulty` may be given where the zone's lockout tells them apart (Wrath: the size, and Trial of the Crusader's difficulty), else they are refused; left out, the save holds every size or difficulty. Adding a known save answers it.",
      },
      'POST /api/deleteLockoutSave': { summary: 'Delete a save added by hand' },
    },
  },
  {
    tag: 'Raids',
    description: 'Raids, their lists, leaders and communities.',
    calls: {
      'GET /api/raids': {
        summary: 'A page of raid cards, or one whole raid with its id',
        description:
          'Without `id` the active list (30 a page) or with `archive=1` the archive (100 a page) as cards; with `id` the raid with its records and `recordsVersion`.',
        answer: z.union([raidListAnswer, raidsAnswer]),
      },
      'POST /api/refreshRaid': {
        summary: 'Create, edit or cancel a raid',
        description: 'Answers `{ success, id }`, `{ error }` or `{ exist }`.',
      },
      'GET /api/users': { summary: 'Raid leaders with raid counts', answer: z.array(userListItem) },
      'GET /api/guilds': { summary: 'Communities with raid counts', answer: guildsAnswer },
      'GET /api/invite': { summary: "An invite to a community's Discord server, or false" },
      'GET /api/history': { summary: "A raid's history, newest first" },
      'GET /api/unanswered': {
        summary: 'Expected members who have not answered',
        description: "The raid's leader only (else 403).",
      },
    },
  },
  {
    tag: 'Records',
    description: 'Sign-ups and the roster of a raid.',
    calls: {
      'GET /api/records': { summary: "A raid's records", answer: recordsAnswer },
      'POST /api/refreshRecords': {
        summary: 'Sign characters up or cancel',
        description: 'Answers `{ results }`, or `{ private: true }` for a raid the caller may not join.',
      },
      'POST /api/setStatus': {
        summary: 'Set tentative, late or absence',
        description: 'The same status again removes it.',
      },
      'POST /api/moveRecords': {
        summary: 'Move records in the roster',
        description: "The HTTP twin of the DragAndDrop socket event; answers the raid's records.",
      },
      'POST /api/approveRoster': { summary: 'Approve the roster' },
      'POST /api/setSpec': { summary: "Change a record's spec" },
      'GET /api/changeRequest': {
        summary: 'Ask the leader to change a character',
        description: '`newChar` 0 asks to add a character.',
      },
      'POST /api/answerChangeRequest': { summary: 'Accept or refuse a change request' },
      'GET /api/charInfo': { summary: "A character's details for the leader's popover" },
    },
  },
  {
    tag: 'Settings',
    description: "A Discord server's settings, for its managers.",
    calls: {
      'GET /api/questions': {
        summary: "A server's sign-up questions",
        description: "With `raid`, the caller's answers too.",
      },
      'POST /api/setQuestions': { summary: "Save a server's questions", description: 'At most 5.' },
      'POST /api/leaderRoles': { summary: 'Leader role ids of servers the caller manages' },
      'POST /api/setLeaderRoles': { summary: 'Add or remove a leader role' },
      'POST /api/masterMessages': { summary: 'Master message channel ids of servers the caller manages' },
      'POST /api/setMasterMessage': { summary: 'Add or remove a master message channel' },
      'GET /api/guildSettings': {
        summary: "A server's settings",
        description: "403 unless the server's owner or an administrator, 404 when the bot is not there.",
      },
      'POST /api/setGuildSettings': { summary: "Save a server's settings" },
    },
  },
  {
    tag: 'Teams',
    description:
      "Teams of a community: static groups with members, leaders, a channel and a week's raid nights.",
    calls: {
      'GET /api/teams': {
        summary: "A community's teams",
        description:
          "Anyone may read them. The server's leaders also get its roles, text channels and members for the team dialog.",
      },
      'POST /api/saveTeam': {
        summary: 'Add or edit a team',
        description:
          "The server's leaders only. Members are picked by hand and/or are the holders of `roleId`, kept in step with Discord.",
      },
      'POST /api/deleteTeam': { summary: 'Delete a team', description: 'Its raids and templates stay.' },
    },
  },
  {
    tag: 'Weekly raids',
    description: 'Weekly raid templates (Premium): they create raids by themselves.',
    calls: {
      'GET /api/autoRaids': { summary: "The caller's templates in the expansion" },
      'GET /api/addAutoRaid': {
        summary: 'May the caller add a template?',
        description: '403 `premiumRequired` without Premium.',
      },
      'POST /api/refreshAutoRaid': { summary: 'Save, switch on or off, or move a template' },
      'GET /api/deleteAutoRaid': { summary: 'Delete a template', description: 'The raids it created stay.' },
    },
  },
  {
    tag: 'Calendar',
    description: 'iCalendar feeds of raids (RFC 5545), for calendar applications.',
    calls: {
      'GET /api/calendarFeed': {
        summary: "The caller's personal feed address",
        description: 'Made on the first ask.',
      },
      'POST /api/regenerateCalendarFeed': {
        summary: 'A new personal feed address',
        description: 'The old address answers 404 from now on.',
      },
      'GET /api/calendar/u/:secret.ics': {
        summary: "A player's personal feed",
        description:
          'Every raid the owner has a record in; the address is the credential. 404 for an unknown one.',
        contentType: 'text/calendar',
      },
      'GET /api/calendar/g/:guildId.ics': {
        summary: "A community's feed",
        description: "The Discord server's raids; 404 for a server the site does not know.",
        contentType: 'text/calendar',
      },
      'GET /api/calendar/t/:teamId.ics': {
        summary: "A team's feed",
        description: "The team's raids; 404 for an unknown team.",
        contentType: 'text/calendar',
      },
    },
  },
  {
    tag: 'Attendance',
    description: 'Attendance of completed raids, per community or per player.',
    calls: {
      'GET /api/attendance': { summary: 'A page of the attendance table' },
      'GET /api/attendanceCsv': {
        summary: 'The whole attendance table as CSV',
        description: 'An attachment, at most 10,000 rows.',
        contentType: 'text/csv',
      },
      'GET /api/sitOuts': {
        summary: "Who sat out: a raid's players' bench standings",
        description:
          "Over the community's last 100 raids before this one that ran: each player's sit-outs (signed up, not " +
          'rostered), raids played since the last one, and whether the last one was a sit-out.',
      },
    },
  },
  {
    tag: 'GDKP',
    description:
      "The gold ledger of a loot-bidding raid (issue 29): sales, the split's rules, bankers, payouts and exports. " +
      'Every change answers the ledger as committed and is told live as `gdkpUpdated`.',
    calls: {
      'GET /api/gdkp': { summary: "A raid's GDKP ledger: sales, participants, the split and the trades" },
      'POST /api/gdkpSale': { summary: 'Records a sale (the leader and the bankers)' },
      'POST /api/gdkpSaleEdit': { summary: 'Edits a sale' },
      'POST /api/gdkpSaleDelete': { summary: 'Deletes a sale' },
      'POST /api/gdkpRules': { summary: "Sets the split's rules of the raid (the leader)" },
      'POST /api/gdkpBankers': { summary: 'Names the bankers who record sales besides the leader' },
      'POST /api/gdkpParticipant': { summary: "Overrides a record's share and forfeit" },
      'POST /api/gdkpPaid': { summary: "Marks a participant's payout as settled, or takes the mark back" },
      'POST /api/gdkpClose': { summary: 'Closes the ledger: read-only until reopened' },
      'POST /api/gdkpReopen': { summary: 'Reopens a closed ledger, with a reason kept in the history' },
      'POST /api/gdkpImport': { summary: 'Imports the sales of a pasted Gargul GDKP export' },
      'POST /api/gdkpPostPayouts': { summary: "Posts the payout table to the raid's Discord channel" },
      'GET /api/gdkpSalesCsv': { summary: "The ledger's sales as CSV", contentType: 'text/csv' },
      'GET /api/gdkpPayoutsCsv': { summary: "The split's payouts as CSV", contentType: 'text/csv' },
      'GET /api/gdkpHistory': { summary: "A player's or a community's GDKP raids: spent and received" },
      'GET /api/gdkpDefaults': { summary: "A Discord server's default GDKP rules (its managers)" },
      'POST /api/gdkpDefaults': { summary: "Sets a Discord server's default GDKP rules" },
    },
  },
  {
    tag: 'Warcraft Logs reports',
    description:
      "Attendance from a Warcraft Logs report: a completed raid's leader reads a report on the site of the raid's realm and confirms who took part.",
    calls: {
      'GET /api/raidReport': { summary: 'The Warcraft Logs report linked to a raid, or null' },
      'GET /api/raidReportPreview': {
        summary: 'Who of a raid a Warcraft Logs report shows',
        description:
          "The raid's leader only, once it has completed. `report` is the report's address or code; without it the community's linked Warcraft Logs guild is searched for the raid's evening.",
      },
      'POST /api/confirmRaidReport': {
        summary: 'Link a report and record attendance from it',
        description:
          "The raid's leader only. The report's outcomes replace the sign-ups' for the players it names.",
      },
      'GET /api/wclGuild': { summary: "A community's Warcraft Logs guild for the expansion" },
      'POST /api/setWclGuild': {
        summary: "Link a community's Warcraft Logs guild",
        description:
          'By Warcraft Logs guild id, or by name and realm; all null unlinks it. Its managers only.',
      },
    },
  },
  {
    tag: 'API tokens',
    description: "A Discord server's API tokens, for its managers. Tokens themselves cannot call these.",
    calls: {
      'GET /api/apiTokens': { summary: "A server's API tokens" },
      'POST /api/createApiToken': {
        summary: 'Create an API token',
        description: 'The secret is in this answer alone (`Cache-Control: no-store`); only its hash is kept.',
      },
      'POST /api/revokeApiToken': { summary: 'Revoke an API token' },
    },
  },
  {
    tag: 'Webhooks',
    description:
      "A Discord server's webhooks: signed deliveries of raid and sign-up events, for its managers.",
    calls: {
      'GET /api/webhooks': { summary: "A server's webhooks" },
      'POST /api/addWebhook': { summary: 'Register a webhook' },
      'POST /api/setWebhook': { summary: "Change a webhook's events, or switch it on or off" },
      'POST /api/deleteWebhook': { summary: 'Delete a webhook' },
      'POST /api/webhookSecret': {
        summary: "A webhook's signing secret",
        description: 'With `rotate`, a new secret that signs from now on.',
      },
      'POST /api/testWebhook': { summary: 'Send a test delivery' },
      'GET /api/webhookDeliveries': { summary: "A webhook's deliveries, with each try" },
    },
  },
  {
    tag: 'Discord',
    description: "Called by Discord, not by clients: the application's Interactions Endpoint URL.",
    calls: {
      'POST /api/discord/interactions': {
        summary: 'A Discord interaction',
        description:
          "Buttons, select menus, modals and slash commands, in Discord's own shapes (discord-api-types v10). Every request must carry Discord's Ed25519 signature of its exact body (`X-Signature-Ed25519`, `X-Signature-Timestamp`); anything else answers 401.",
        requestType: 'application/json',
        answer: interactionResponse,
      },
    },
  },
  {
    tag: 'API reference',
    description: 'This document.',
    calls: {
      'GET /api/openapi.json': {
        summary: 'The OpenAPI 3.1 document of the API',
        answer: openApiDocumentAnswer,
      },
      'GET /api/docs': { summary: 'The API reference as a web page', contentType: 'text/html' },
    },
  },
];

/** Where a route without a note goes. */
export const OTHER_TAG = 'Other';

import type { ExpansionKey, WclSite } from '@raid/domain/catalogue/types';
import type { AttendanceOutcome } from '@raid/domain/rules/attendance';
import type { AttendanceSource } from '@raid/domain/rules/raidReports';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely's view of the tables of migrations/; column names stay snake_case as in SQL. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export interface UsersTable {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string | null;
  avatar: string | null;
  premium: Flag;
  language: 'en' | 'ru' | null;
  preferred_server: number | null;
  preferred_loot_system: number | null;
  use_discord_events: Flag;
  preliminary_raid_rosters: Flag;
  only_setup_notifications: Flag;
  dont_show_avg_log_in_publication: Flag;
  dont_show_raid_exp_in_publication: Flag;
  dont_show_logs_in_publication: Flag;
  dont_show_records_in_publication: Flag;
  dont_show_all_chars_in_records: Flag;
  tentative: Flag;
  late: Flag;
  absence: Flag;
  discord_access_token: string | null;
  discord_refresh_token: string | null;
  discord_token_expires_at: Timestamp | null;
  /** The personal calendar feed's secret and its SHA-256, the lookup key (migration 0009). */
  calendar_secret: ColumnType<string | null, string | null | undefined, string | null>;
  calendar_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  /** SHA-256 of the cookie (http/requestContext.ts). */
  id: string;
  user_id: string;
  created_at: CreatedAt;
  /** The session's maximum age ends here, used or not. */
  expires_at: Timestamp;
  /** Moved forward at most once per SESSION_TOUCH_INTERVAL_MS, not on every request. */
  last_seen_at: UpdatedAt;
  user_agent: ColumnType<string, string | undefined, never>;
}

export interface GuildsTable {
  id: string;
  name: string;
  icon: string | null;
  owner_id: string | null;
  status_buttons: ColumnType<string[], string[] | undefined, string[]>;
  hidden_fields: ColumnType<string[], string[] | undefined, string[]>;
  use_discord_events: Flag;
  auto_create_day_of_week: number | null;
  auto_create_hour: number | null;
  reminder_minutes: number | null;
  /** Roles whose members are expected at the server's raids (nudges, attendance's "no answer"). */
  expected_roles: ColumnType<string[], string[] | undefined, string[]>;
  /** Minutes before a raid's start at which expected members who have not answered are nudged. */
  nudge_minutes: ColumnType<number[], number[] | undefined, number[]>;
  /** What a raid on the bench counts for in attendance, in percent of a raid played (0 to 100). */
  bench_credit_percent: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RaidNudgesTable {
  raid_id: number;
  user_id: string;
  minutes: number;
  sent_at: ColumnType<Date, Date | undefined, never>;
}

export interface GuildLeaderRolesTable {
  guild_id: string;
  role_id: string;
}

export interface GuildScheduleChannelsTable {
  guild_id: string;
  channel_id: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  guild_id: string;
  position: number;
  text: string;
}

export interface CharactersTable {
  id: Generated<number>;
  expansion: ExpansionKey;
  user_id: string;
  name: string;
  server: number;
  faction: number;
  class: number;
  spec: number;
  spec2: ColumnType<number, number | undefined, number>;
  logs: number | null;
  ilvl: number | null;
  deleted: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Fields a raid and a weekly template share. */
interface RaidFieldsColumns {
  expansion: ExpansionKey;
  user_id: string;
  char_id: number;
  server: number;
  faction: number;
  zone: number;
  zone2: number | null;
  zone3: number | null;
  size: number;
  difficulty: number;
  loot_system: number;
  byers: Flag;
  comment: ColumnType<string, string | undefined, string>;
  required_logs: ColumnType<number, number | undefined, number>;
  required_ilvl: ColumnType<number, number | undefined, number>;
  record_mode: ColumnType<number, number | undefined, number>;
  everyone: Flag;
  private: Flag;
  discord_server: string;
  discord_channel: string;
  discord_voice_channel: string | null;
  /** The team the raid or template belongs to (migration 0017), null for the whole community. */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AutoRaidsTable extends RaidFieldsColumns {
  id: Generated<number>;
  off: Flag;
  day_of_week: number;
  time: string;
  start_day_of_week: number;
  start_time: string;
  last_created_for: Timestamp | null;
  active_since: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RaidsTable extends RaidFieldsColumns {
  id: Generated<number>;
  date: Timestamp;
  discord_message: string | null;
  discord_event: string | null;
  discord_message_status: ColumnType<
    'active' | 'completed' | 'canceled' | null,
    'active' | 'completed' | 'canceled' | null | undefined,
    'active' | 'completed' | 'canceled' | null
  >;
  canceled: Flag;
  canceled_reason: string | null;
  is_archive: Flag;
  preliminary_raid_rosters: Flag;
  roster_approved: Flag;
  auto_raid_id: number | null;
  reminder_sent_for: Timestamp | null;
  /** Kept by triggers (migration 0004): the card's counts and the records version of live deltas. */
  slots_filled: Counter;
  tanks: Counter;
  healers: Counter;
  dps: Counter;
  records_count: Counter;
  messages_count: Counter;
  records_version: Counter;
  records_version_xact: ColumnType<string | null, never, never>;
  /** The calendar events' SEQUENCE, raised by a trigger on a new start or cancel (migration 0009). */
  calendar_sequence: Counter;
}

/** A column only triggers write: read, never inserted or set by the code. */
type Counter = ColumnType<number, never, never>;

export type SignUpStatusColumn = 'tentative' | 'late' | 'absence';

export interface RecordsTable {
  id: Generated<number>;
  raid_id: number;
  raid_size: number;
  char_id: number;
  user_id: string;
  slot: ColumnType<number, number | undefined, number>;
  spec_id: number;
  role: number;
  leader: Flag;
  byer: Flag;
  logs: number | null;
  ilvl: number | null;
  status: SignUpStatusColumn | null;
  answers: ColumnType<Record<string, string>, string | undefined, string>;
  suspended_by_raid_id: number | null;
  /** The player's order of preference among their characters in the raid: 1 is the first choice. */
  preference: ColumnType<number, number | undefined, number>;
  /** The raid's records version of the record's last change (set by a trigger). */
  version: Counter;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A record that left its raid (deleted), at the raid's records version of that change. */
export interface RecordRemovalsTable {
  raid_id: number;
  record_id: number;
  version: number;
}

/** Raids per expansion, leader, community, realm and loot system (kept by triggers). */
export interface RaidTotalsTable {
  expansion: ExpansionKey;
  user_id: string;
  guild_id: string;
  server: number;
  loot_system: number;
  raids: number;
}

/**
 * Per expansion and raid leader (community), kept by the raids' triggers: the raids led (held) there, and the
 * realm and loot system most of them use, null while there are none (migration 0024).
 */
export interface LeaderTotalsTable {
  expansion: ExpansionKey;
  user_id: string;
  raids: number;
  server: number | null;
  loot_system: number | null;
}

export interface GuildTotalsTable {
  expansion: ExpansionKey;
  guild_id: string;
  raids: number;
  server: number | null;
  loot_system: number | null;
}

/** Raids per expansion and day (UTC), kept by triggers: where an archive page starts. */
export interface RaidDaysTable {
  expansion: ExpansionKey;
  day: ColumnType<Date, never, never>;
  raids: number;
  /** Of those, the raids neither archived nor canceled: the active list's size without counting it. */
  open: number;
}

export interface ChangeRequestsTable {
  id: Generated<number>;
  raid_id: number;
  record_id: number | null;
  char_id: number;
  new_char_id: number | null;
  requested_by: string;
  status: ColumnType<'active' | 'accepted' | 'declined', 'active' | undefined, 'accepted' | 'declined'>;
  reason: string | null;
  created_at: CreatedAt;
  answered_at: Timestamp | null;
}

export interface HistoryTable {
  id: Generated<number>;
  raid_id: number;
  user_id: string | null;
  event: string;
  prev_char_name: string | null;
  prev_role: number | null;
  prev_class: string | null;
  prev_spec: string | null;
  prev_image: string | null;
  prev_image2: string | null;
  next_char_name: string | null;
  next_role: number | null;
  next_class: string | null;
  next_spec: string | null;
  next_image: string | null;
  next_image2: string | null;
  misc: string | null;
  misc2: string | null;
  text: string | null;
  created_at: CreatedAt;
}

export interface WclCacheTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  guilds: GuildsTable;
  guild_leader_roles: GuildLeaderRolesTable;
  guild_schedule_channels: GuildScheduleChannelsTable;
  questions: QuestionsTable;
  characters: CharactersTable;
  auto_raids: AutoRaidsTable;
  raids: RaidsTable;
  records: RecordsTable;
  record_removals: RecordRemovalsTable;
  raid_totals: RaidTotalsTable;
  leader_totals: LeaderTotalsTable;
  guild_totals: GuildTotalsTable;
  raid_days: RaidDaysTable;
  change_requests: ChangeRequestsTable;
  history: HistoryTable;
  wcl_cache: WclCacheTable;
  discord_outbox: DiscordOutboxTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  attendance: AttendanceTable;
  raid_nudges: RaidNudgesTable;
  api_tokens: ApiTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  interaction_claims: InteractionClaimsTable;
  guild_invites: GuildInvitesTable;
  raid_reports: RaidReportsTable;
  wcl_guild_links: WclGuildLinksTable;
  lockout_saves: LockoutSavesTable;
  gdkp_ledgers: GdkpLedgersTable;
  gdkp_bankers: GdkpBankersTable;
  gdkp_sales: GdkpSalesTable;
  gdkp_participants: GdkpParticipantsTable;
  gdkp_paid: GdkpPaidTable;
  gdkp_defaults: GdkpDefaultsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_leaders: TeamLeadersTable;
}

/** Each player's outcome in a completed raid (migration 0011, domain rules/attendance.ts). */
export interface AttendanceTable {
  raid_id: number;
  user_id: string;
  char_id: number | null;
  outcome: AttendanceOutcome;
  guild_id: string;
  expansion: ExpansionKey;
  zone: number;
  date: Timestamp;
  /** The Discord member's name on a noAnswer row of someone who never logged in. */
  member_name: string | null;
  /** Migration 0020: a confirmed Warcraft Logs report's outcome wins over the sign-ups'. */
  source: ColumnType<AttendanceSource, AttendanceSource | undefined, AttendanceSource>;
}

export interface DiscordOutboxTable {
  id: Generated<number>;
  kind: 'raidMessage' | 'raidEvent' | 'directMessage' | 'channelMessage';
  raid_id: number | null;
  user_id: string | null;
  content: string | null;
  version: ColumnType<number, number | undefined, number>;
  not_before: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** Until when a process that claimed the item is carrying it out (migration 0021). */
  leased_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CharacterRow = Selectable<CharactersTable>;
export type RaidRow = Selectable<RaidsTable>;

/** Webhooks of a Discord server, their deliveries and each try of a delivery (migration 0013). */
export interface WebhooksTable {
  id: Generated<number>;
  guild_id: string;
  owner_id: string;
  url: string;
  events: string[];
  secret: string;
  enabled: Flag;
  failing_since: Timestamp | null;
  disabled_for_failures: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  hook_id: number;
  event: string;
  expansion: ExpansionKey | null;
  raid_id: number | null;
  body: string | null;
  status: ColumnType<
    'pending' | 'delivered' | 'failed',
    'pending' | undefined,
    'pending' | 'delivered' | 'failed'
  >;
  attempts: ColumnType<number, never, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: string;
  attempted_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

/** A Discord server's API tokens (migration 0012): only the SHA-256 of the secret is stored. */
export interface ApiTokensTable {
  id: Generated<number>;
  guild_id: string;
  name: string;
  scope: 'read' | 'write';
  token_hash: string;
  created_by: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The first answer of a creating call per caller and Idempotency-Key (migration 0012); null while it runs. */
export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  request_hash: string;
  started_at: ColumnType<Date, Date, Date>;
  status: number | null;
  body: string | null;
}

/** The Discord interactions acted on, kept while their token lives (migration 0015). */
export interface InteractionClaimsTable {
  id: string;
  expires_at: ColumnType<Date, Date, Date>;
}

/** The reused invite of a Discord server's community page (migration 0014). */
export interface GuildInvitesTable {
  guild_id: string;
  code: string;
  channel_id: string;
  expires_at: Date;
  checked_at: Date;
}

/** A loot-bidding raid's GDKP ledger (migration 0016); `rules` holds the domain's GdkpRules. */
export interface GdkpLedgersTable {
  raid_id: number;
  rules: ColumnType<unknown, string, string>;
  closed_at: Date | null;
  closed_by: string | null;
  version: ColumnType<number, number | undefined, number>;
  /** The split's pot of the last change, so the raid lists read it with one join. */
  pot_copper: ColumnType<number, number | undefined, number>;
}

export interface GdkpBankersTable {
  raid_id: number;
  user_id: string;
}

export interface GdkpSalesTable {
  id: Generated<number>;
  raid_id: number;
  item_name: string;
  item_id: number | null;
  boss_id: number | null;
  buyer_record_id: number | null;
  buyer_name: string;
  price_gold: number;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
  updated_at: UpdatedAt;
}

/** The leader's overrides of one record's share and forfeit. */
export interface GdkpParticipantsTable {
  raid_id: number;
  record_id: number;
  share: 'full' | 'half' | 'none' | null;
  forfeit: 'late' | 'leftEarly' | null;
}

export interface GdkpPaidTable {
  raid_id: number;
  participant_key: string;
  paid_by: string | null;
  paid_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A Discord server's default GDKP rules (Settings). */
export interface GdkpDefaultsTable {
  guild_id: string;
  rules: ColumnType<unknown, string, string>;
}

/** The Warcraft Logs report a raid's leader confirmed (migration 0020). */
export interface RaidReportsTable {
  raid_id: number;
  site: WclSite;
  code: string;
  title: string;
  start_time: Timestamp;
  end_time: Timestamp;
  confirmed_by: string;
  confirmed_at: Timestamp;
}

/** A community's guild on Warcraft Logs per expansion (migration 0020). */
export interface WclGuildLinksTable {
  guild_id: string;
  expansion: ExpansionKey;
  wcl_guild_id: number | null;
  name: string | null;
  server: number | null;
  updated_at: Timestamp;
}

/** A character saved to a zone for one reset period (migration 0018, domain rules/lockouts.ts). */
export interface LockoutSavesTable {
  id: Generated<number>;
  char_id: number;
  zone: number;
  saved_from: Timestamp;
  saved_until: Timestamp;
  /** The completed raid that saved the character; null for a save added by hand. */
  raid_id: number | null;
  /** The saving raid's size and difficulty (migration 0022); null: every one (by hand, or saved before). */
  size: ColumnType<number | null, number | null | undefined, number | null>;
  difficulty: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** A team's weekly raid nights, as the team page shows them (local day 0-6 from Monday, and "HH:MM"). */
export interface TeamScheduleEntry {
  dayOfWeek: number;
  time: string;
}

/** Teams of a Discord server's community, their members and leaders (migration 0017). */
export interface TeamsTable {
  id: Generated<number>;
  guild_id: string;
  name: string;
  role_id: string | null;
  channel_id: string | null;
  schedule: ColumnType<TeamScheduleEntry[], string | undefined, string>;
  /** The team's own bench credit in percent (migration 0022); null: the community's. */
  bench_credit_percent: ColumnType<number | null, number | null | undefined, number | null>;
  roles_synced_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: string;
  name: string;
  by_role: boolean;
}

export interface TeamLeadersTable {
  team_id: number;
  user_id: string;
}

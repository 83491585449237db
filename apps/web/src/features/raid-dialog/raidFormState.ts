import { findZone, type RaidForm } from '@raid/domain/rules/raidForm';
import { storedFromLocal } from '@raid/domain/rules/weeklySchedule';
import type { AutoRaid, Raid, SaveAutoRaidPayload, SaveRaidPayload } from '@raid/domain/schemas/raid';
import type { Zone } from '@raid/domain/catalogue/types';

/** What the raid dialog does: create or edit a raid, create or edit a weekly template. */
export type RaidDialogMode =
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'createTemplate' }
  | { kind: 'editTemplate'; id: number };

/** The dialog's state: the domain's form plus the three switches that need no rule, and the raid's team. */
export interface RaidDialogForm extends RaidForm {
  recordMode: number;
  everyone: boolean;
  private: boolean;
  /** The Discord server's team the raid is for (issue 30); null for the whole community. */
  team: number | null;
}

export const emptyForm: RaidDialogForm = {
  server: null,
  faction: null,
  zones: [],
  size: null,
  difficulty: null,
  lootSystem: null,
  date: null,
  startDayOfWeek: null,
  startTime: null,
  byers: false,
  comment: '',
  requiredLogs: 0,
  requiredIlvl: 0,
  char: null,
  discordServer: null,
  discordChannel: null,
  discordVoiceChannel: null,
  recordMode: 0,
  everyone: false,
  private: false,
  team: null,
};

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, the value of a datetime-local input. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant (minute precision), or null when it is not a date. */
export function fromLocalInput(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const zoneIds = (...ids: Array<number | null>) => ids.filter((id): id is number => Boolean(id));

export function formFromRaid(raid: Raid): RaidDialogForm {
  return {
    server: raid.server,
    faction: raid.factionID,
    zones: zoneIds(raid.zoneID, raid.zone2ID, raid.zone3ID),
    size: raid.size,
    difficulty: raid.difficultyID,
    lootSystem: raid.lootSystemID,
    date: toLocalInput(new Date(raid.date)),
    startDayOfWeek: null,
    startTime: null,
    byers: raid.byers,
    comment: raid.comment,
    requiredLogs: raid.requiredLogs,
    requiredIlvl: raid.requiredIlvl,
    char: raid.char,
    discordServer: raid.discordServer,
    discordChannel: raid.discordChannel,
    discordVoiceChannel: raid.discordVoiceChannel,
    recordMode: raid.recordMode,
    everyone: raid.everyone,
    private: raid.private,
    team: raid.teamID,
  };
}

export function formFromAutoRaid(auto: AutoRaid): RaidDialogForm {
  return {
    server: auto.server,
    faction: auto.factionID,
    zones: zoneIds(auto.zoneID, auto.zone2ID, auto.zone3ID),
    size: auto.size,
    difficulty: auto.difficultyID,
    lootSystem: auto.lootSystemID,
    date: null,
    startDayOfWeek: auto.startDayOfWeek,
    startTime: auto.startTime,
    byers: auto.byers,
    comment: auto.comment,
    requiredLogs: auto.requiredLogs,
    requiredIlvl: auto.requiredIlvl,
    char: auto.char,
    discordServer: auto.discordServer,
    discordChannel: auto.discordChannel,
    discordVoiceChannel: auto.discordVoiceChannel,
    recordMode: auto.recordMode,
    everyone: auto.everyone,
    private: auto.private,
    team: auto.team,
  };
}

/** The fields both payloads share; call only with a complete form (the button is disabled otherwise). */
function commonPayload(form: RaidDialogForm, zones: readonly Zone[]) {
  const firstZone = findZone(zones, form.zones[0]);
  return {
    server: form.server ?? 0,
    faction: form.faction ?? 0,
    zone: form.zones[0] ?? 0,
    zone2: form.zones[1] ?? null,
    zone3: form.zones[2] ?? null,
    size: form.size ?? firstZone?.sizes[0] ?? 0,
    difficulty: form.difficulty ?? 1,
    lootSystem: form.lootSystem ?? 0,
    byers: form.byers,
    comment: form.comment,
    requiredLogs: firstZone?.dontAskLogs ? 0 : form.requiredLogs,
    requiredIlvl: form.requiredIlvl,
    char: form.char ?? 0,
    recordMode: form.recordMode,
    discordServer: form.discordServer ?? '',
    discordChannel: form.discordChannel ?? '',
    discordVoiceChannel: form.discordVoiceChannel || null,
    everyone: form.everyone,
    private: form.private,
    team: form.team,
  };
}

export function raidPayload(
  form: RaidDialogForm,
  zones: readonly Zone[],
  extra: { id?: number; changeDate?: boolean; reason?: string } = {},
): SaveRaidPayload {
  const start = fromLocalInput(form.date) ?? new Date();
  return {
    ...(extra.id ? { id: extra.id } : {}),
    ...commonPayload(form, zones),
    date: start.toISOString(),
    ...pick(extra),
  };
}

function pick(extra: { changeDate?: boolean; reason?: string }) {
  return extra.changeDate ? { changeDate: true, reason: extra.reason ?? '' } : {};
}

export function autoRaidPayload(
  form: RaidDialogForm,
  zones: readonly Zone[],
  id: number | undefined,
  now: Date,
): SaveAutoRaidPayload {
  const local = { dayOfWeek: form.startDayOfWeek ?? 0, time: form.startTime ?? '00:00' };
  const stored = storedFromLocal(local, now);
  return {
    ...(id ? { id } : {}),
    ...commonPayload(form, zones),
    startDayOfWeek: local.dayOfWeek,
    startTime: local.time,
    dayOfWeek: stored.dayOfWeek,
    time: stored.time,
  };
}

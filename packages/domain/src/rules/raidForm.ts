/**
 * The raid create/edit dialog's rules (SPEC sections 4 "Raid dialog" and 5 "Raid dialog"). The web runs them
 * as the leader types; the server runs validateRaidSave on every save.
 */
import { LOOT_BIDDING_SYSTEM_ID, NORMAL_DIFFICULTY_ID } from '../catalogue/common.js';
import type { Zone } from '../catalogue/types.js';
import { COMMENT_MAX } from './textLimits.js';

export const MAX_ZONES = 3;
export const REQUIRED_LOGS_MAX = 95;
export const REQUIRED_ILVL_MAX = 999;
export const REQUIRED_GEAR_SCORE_MAX = 9999;
/** A new one-off raid must start at least 30 minutes from now; edits are not held to it. */
export const START_MARGIN_MS = 30 * 60_000;

export interface RaidForm {
  server: number | null;
  faction: number | null;
  zones: number[];
  size: number | null;
  difficulty: number | null;
  lootSystem: number | null;
  /** One-off raids: ISO start. */
  date: string | null;
  /** Templates: local day of week and HH:MM. */
  startDayOfWeek: number | null;
  startTime: string | null;
  byers: boolean;
  comment: string;
  requiredLogs: number;
  requiredIlvl: number;
  char: number | null;
  discordServer: string | null;
  discordChannel: string | null;
  discordVoiceChannel: string | null;
}

export interface RaidFormContext {
  zones: readonly Zone[];
  /** A weekly template (day and time) rather than a one-off raid (date). */
  template: boolean;
  /** The leader creates Discord events, which need a voice channel. */
  useDiscordEvents: boolean;
}

export type RaidField =
  | 'server'
  | 'faction'
  | 'zone'
  | 'size'
  | 'difficulty'
  | 'lootSystem'
  | 'start'
  | 'discordServer'
  | 'discordChannel'
  | 'char'
  | 'discordVoiceChannel'
  | 'requirements';

export function findZone(zones: readonly Zone[], id: number | null | undefined): Zone | undefined {
  return id ? zones.find((zone) => zone.id === id) : undefined;
}

/** Size must be chosen only when the first zone allows several sizes. */
export function needsSize(firstZone: Zone | undefined): boolean {
  return (firstZone?.sizes.length ?? 0) > 1;
}

/** Difficulty must be chosen only when the first zone has a hard mode. */
export function needsDifficulty(firstZone: Zone | undefined): boolean {
  return firstZone?.hardmode ?? false;
}

export function allowsBuyers(lootSystem: number | null | undefined): boolean {
  return lootSystem === LOOT_BIDDING_SYSTEM_ID;
}

/** At least one of logs or gear level is needed unless buyers are allowed. */
export function requirementsFilled(form: Pick<RaidForm, 'requiredLogs' | 'requiredIlvl' | 'byers'>): boolean {
  return form.byers || form.requiredLogs > 0 || form.requiredIlvl > 0;
}

/** The fields still missing; the Create/Save button is disabled ('Fill in all fields!') while any is. */
export function missingRaidFields(form: RaidForm, context: RaidFormContext): RaidField[] {
  const firstZone = findZone(context.zones, form.zones[0]);
  const missing: RaidField[] = [];
  if (!form.server) missing.push('server');
  if (!form.faction) missing.push('faction');
  if (!firstZone) missing.push('zone');
  if (needsSize(firstZone) && !form.size) missing.push('size');
  if (needsDifficulty(firstZone) && !form.difficulty) missing.push('difficulty');
  if (!form.lootSystem) missing.push('lootSystem');
  const hasStart = context.template
    ? form.startDayOfWeek !== null && Boolean(form.startTime)
    : Boolean(form.date);
  if (!hasStart) missing.push('start');
  if (!form.discordServer) missing.push('discordServer');
  if (!form.discordChannel) missing.push('discordChannel');
  if (!form.char) missing.push('char');
  if (context.useDiscordEvents && !form.discordVoiceChannel) missing.push('discordVoiceChannel');
  const requiredLogs = clampRequiredLogs(form.requiredLogs, firstZone);
  if (!requirementsFilled({ ...form, requiredLogs })) missing.push('requirements');
  return missing;
}

/** Digits only; anything else is dropped, empty becomes 0 (SPEC section 5 "Numbers only"). */
function digitsToNumber(input: string | number): number {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.trunc(input) : 0;
  const digits = input.replace(/\D/g, '');
  return digits ? Number.parseInt(digits, 10) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Required logs: integer 0 to 95, empty is 0, and 0 when the first zone does not ask for logs. */
export function clampRequiredLogs(input: string | number, firstZone: Zone | undefined): number {
  if (firstZone?.dontAskLogs) return 0;
  return clamp(digitsToNumber(input), 0, REQUIRED_LOGS_MAX);
}

/** Required item level: 0 to 9999 where gear score is used (wotlk), 0 to 999 elsewhere. */
export function clampRequiredIlvl(input: string | number, gearScore: boolean): number {
  return clamp(digitsToNumber(input), 0, gearScore ? REQUIRED_GEAR_SCORE_MAX : REQUIRED_ILVL_MAX);
}

/** The earliest start the date input offers when creating: now plus 30 minutes. */
export function minimumStart(now: Date): Date {
  return new Date(now.getTime() + START_MARGIN_MS);
}

export function isStartAllowed(start: Date, now: Date, mode: 'create' | 'edit'): boolean {
  if (Number.isNaN(start.getTime())) return false;
  return mode === 'edit' || start.getTime() >= minimumStart(now).getTime();
}

/**
 * Choosing zones: at most 3; clears the size when the first zone does not allow it, picks the size when the
 * zone allows only one, and resets difficulty to the first option when the first zone has no hard mode.
 */
export function withZones<T extends Pick<RaidForm, 'zones' | 'size' | 'difficulty'>>(
  form: T,
  zoneIds: readonly number[],
  zones: readonly Zone[],
): T {
  const chosen = [...new Set(zoneIds)].slice(0, MAX_ZONES);
  const firstZone = findZone(zones, chosen[0]);
  let size = form.size;
  if (firstZone && size !== null && !firstZone.sizes.includes(size)) size = null;
  if (firstZone?.sizes.length === 1) size = firstZone.sizes[0] ?? null;
  const difficulty = firstZone && !firstZone.hardmode ? NORMAL_DIFFICULTY_ID : form.difficulty;
  return { ...form, zones: chosen, size, difficulty };
}

/** Changing the loot system away from the loot-bidding one turns buyers off. */
export function withLootSystem<T extends Pick<RaidForm, 'lootSystem' | 'byers'>>(
  form: T,
  lootSystem: number,
): T {
  return { ...form, lootSystem, byers: allowsBuyers(lootSystem) ? form.byers : false };
}

export interface RaidSaveInput {
  server: number;
  faction: number;
  zone: number;
  zone2: number | null;
  zone3: number | null;
  size: number;
  difficulty: number;
  lootSystem: number;
  byers: boolean;
  comment: string;
  requiredLogs: number;
  requiredIlvl: number;
  discordVoiceChannel?: string | null;
}

export interface RaidSaveContext {
  zones: readonly Zone[];
  serverIds: readonly number[];
  factionIds: readonly number[];
  lootSystemIds: readonly number[];
  difficultyIds: readonly number[];
  gearScore: boolean;
  useDiscordEvents: boolean;
}

type RaidSaveError = 'fillAllFields' | 'invalidRequest';

/** A refused save: the catalogue code and the payload field that caused it (the 400 names it). */
interface RaidSaveRefusal {
  ok: false;
  error: RaidSaveError;
  field: keyof RaidSaveInput;
}

const zoneFields = ['zone', 'zone2', 'zone3'] as const;

/** The first field that is not one of the catalogue's ids, or a zone chosen twice. */
function unknownField(
  input: RaidSaveInput,
  firstZone: Zone,
  context: RaidSaveContext,
): keyof RaidSaveInput | null {
  const seen = new Set<number>();
  for (const field of zoneFields) {
    const id = input[field];
    if (!id) continue;
    if (seen.has(id) || !findZone(context.zones, id)) return field;
    seen.add(id);
  }
  if (!context.serverIds.includes(input.server)) return 'server';
  if (!context.factionIds.includes(input.faction)) return 'faction';
  if (!context.lootSystemIds.includes(input.lootSystem)) return 'lootSystem';
  if (!context.difficultyIds.includes(input.difficulty)) return 'difficulty';
  if (!firstZone.sizes.includes(input.size)) return 'size';
  if ([...input.comment].length > COMMENT_MAX) return 'comment';
  return null;
}

/**
 * Server-side check and normalisation of a save: known catalogue ids, a size the first zone allows, the
 * difficulty only with hard mode, buyers only with loot system 2, requirements clamped and present.
 */
export function validateRaidSave<T extends RaidSaveInput>(
  input: T,
  context: RaidSaveContext,
): { ok: true; value: T } | RaidSaveRefusal {
  const firstZone = findZone(context.zones, input.zone);
  if (!firstZone) return { ok: false, error: 'invalidRequest', field: 'zone' };
  const unknown = unknownField(input, firstZone, context);
  if (unknown) return { ok: false, error: 'invalidRequest', field: unknown };
  if (context.useDiscordEvents && !input.discordVoiceChannel) {
    return { ok: false, error: 'fillAllFields', field: 'discordVoiceChannel' };
  }
  const value: T = {
    ...input,
    difficulty: firstZone.hardmode ? input.difficulty : NORMAL_DIFFICULTY_ID,
    byers: allowsBuyers(input.lootSystem) && input.byers,
    requiredLogs: clampRequiredLogs(input.requiredLogs, firstZone),
    requiredIlvl: clampRequiredIlvl(input.requiredIlvl, context.gearScore),
  };
  if (!requirementsFilled(value)) return { ok: false, error: 'fillAllFields', field: 'requiredLogs' };
  return { ok: true, value };
}

import type { RaidDialogForm } from './raidFormState.js';

/** SPEC section 3 "Remembered choices": per expansion, saved only when a raid is created. */
interface RememberedChoices {
  server: number | null;
  faction: number | null;
  zones: number[];
  size: number | null;
  difficulty: number | null;
  lootSystem: number | null;
  byers: boolean;
  requiredLogs: number;
  requiredIlvl: number;
  recordInRoster: boolean;
  discordServer: string | null;
}

const storageKey = (expansion: string) => `raidDialog.${expansion}`;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function loadChoices(expansion: string): Partial<RaidDialogForm> {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey(expansion)) ?? 'null') as Record<string, unknown>;
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object') return {};
  return {
    server: num(stored.server),
    faction: num(stored.faction),
    zones: Array.isArray(stored.zones)
      ? stored.zones.filter((id): id is number => typeof id === 'number')
      : [],
    size: num(stored.size),
    difficulty: num(stored.difficulty),
    lootSystem: num(stored.lootSystem),
    byers: stored.byers === true,
    requiredLogs: num(stored.requiredLogs) ?? 0,
    requiredIlvl: num(stored.requiredIlvl) ?? 0,
    recordMode: stored.recordInRoster === true ? 1 : 0,
    discordServer: typeof stored.discordServer === 'string' ? stored.discordServer : null,
  };
}

export function saveChoices(expansion: string, form: RaidDialogForm): void {
  const choices: RememberedChoices = {
    server: form.server,
    faction: form.faction,
    zones: form.zones,
    size: form.size,
    difficulty: form.difficulty,
    lootSystem: form.lootSystem,
    byers: form.byers,
    requiredLogs: form.requiredLogs,
    requiredIlvl: form.requiredIlvl,
    recordInRoster: form.recordMode === 1,
    discordServer: form.discordServer,
  };
  try {
    localStorage.setItem(storageKey(expansion), JSON.stringify(choices));
  } catch {
    // Private mode or a full storage: the next dialog simply starts empty.
  }
}

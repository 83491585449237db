import type { SignUpStatus } from '@raid/domain/schemas/record';

/**
 * What a button, select menu or modal of ours means, written into its `custom_id` (at most 100 characters):
 * Discord hands it back on the click. It names only ids, never a user: who clicked comes from the signed
 * interaction, so a copied id can act for nobody else.
 */
export type CustomAction =
  | { kind: 'signUp'; raidId: number }
  | { kind: 'pickCharacters'; raidId: number }
  | { kind: 'status'; raidId: number; status: SignUpStatus }
  | { kind: 'recordStatus'; raidId: number; recordId: number; status: SignUpStatus }
  | { kind: 'cancel'; raidId: number }
  | { kind: 'cancelReason'; raidId: number }
  | { kind: 'addCharacter'; raidId: number }
  | { kind: 'pickClass'; raidId: number }
  | { kind: 'pickSpec'; raidId: number; classId: number }
  | { kind: 'characterName'; raidId: number; classId: number; specId: number }
  /** Signing up characters saved to the raid's zone this reset, once the player confirmed (issue 30). */
  | { kind: 'confirmSaved'; raidId: number; charIds: number[] };

const STATUSES: readonly SignUpStatus[] = ['tentative', 'late', 'absence'];

export function customId(action: CustomAction): string {
  switch (action.kind) {
    case 'status':
      return `status:${action.raidId}:${action.status}`;
    case 'recordStatus':
      return `recordStatus:${action.raidId}:${action.recordId}:${action.status}`;
    case 'pickSpec':
      return `pickSpec:${action.raidId}:${action.classId}`;
    case 'characterName':
      return `characterName:${action.raidId}:${action.classId}:${action.specId}`;
    case 'confirmSaved':
      return `confirmSaved:${action.raidId}:${action.charIds.join('.')}`;
    default:
      return `${action.kind}:${action.raidId}`;
  }
}

const id = (text: string | undefined) =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
const status = (text: string | undefined) => STATUSES.find((candidate) => candidate === text) ?? null;

/** The action a custom id names, or null for anything we did not write (an old post, a forged id). */
export function parseCustomId(value: string): CustomAction | null {
  const [kind, first, second, third, ...rest] = value.split(':');
  if (rest.length > 0) return null;
  const raidId = id(first);
  if (raidId === null) return null;
  switch (kind) {
    case 'signUp':
    case 'pickCharacters':
    case 'cancel':
    case 'cancelReason':
    case 'addCharacter':
    case 'pickClass':
      return second === undefined ? { kind, raidId } : null;
    case 'status': {
      const chosen = status(second);
      return chosen !== null && third === undefined ? { kind, raidId, status: chosen } : null;
    }
    case 'recordStatus': {
      const recordId = id(second);
      const chosen = status(third);
      return recordId !== null && chosen !== null ? { kind, raidId, recordId, status: chosen } : null;
    }
    case 'pickSpec': {
      const classId = id(second);
      return classId !== null && third === undefined ? { kind, raidId, classId } : null;
    }
    case 'characterName': {
      const classId = id(second);
      const specId = id(third);
      return classId !== null && specId !== null ? { kind, raidId, classId, specId } : null;
    }
    case 'confirmSaved': {
      const charIds = (second ?? '').split('.').map(id);
      return charIds.every((charId) => charId !== null) && third === undefined
        ? { kind, raidId, charIds: charIds as number[] }
        : null;
    }
    default:
      return null;
  }
}

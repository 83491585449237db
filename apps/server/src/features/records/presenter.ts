import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { SqlBool } from 'kysely';
import type { SignUpStatusColumn } from '../../db/schema.js';

/** A record joined with its character, its owner and whether a change request is waiting on it. */
export interface RecordView {
  id: number;
  raid_id: number;
  user_id: string;
  char_id: number;
  slot: number;
  role: number;
  leader: boolean;
  byer: boolean;
  logs: number | null;
  ilvl: number | null;
  spec_id: number;
  status: SignUpStatusColumn | null;
  created_at: Date;
  suspended_by_raid_id: number | null;
  preference: number;
  char_name: string;
  char_class: number;
  char_spec2: number;
  username: string;
  global_name: string | null;
  discriminator: string | null;
  /** EXISTS(...) as the driver returns it. */
  active_change_request: SqlBool;
  /** The end of a save of the character that holds it in the raid's reset (issue 30), or null. */
  saved_until: Date | null;
}

/** Record roles of SPEC section 3: 1 tank, 2 healer, above 2 dps. */
function roleLabel(role: number): string {
  if (role === roleNumber.tank) return 'Tank';
  if (role === roleNumber.healer) return 'Healer';
  return 'DPS';
}

/** A record as SPEC section 3 "Record" spells it, with the catalogue's display fields of its spec. */
export function presentRecord(view: RecordView, expansion: ExpansionKey): RaidRecord {
  const spec = findSpec(expansion, view.spec_id);
  const spec2 = view.char_spec2 ? findSpec(expansion, view.char_spec2) : undefined;
  return {
    id: view.id,
    raid: view.raid_id,
    userID: view.user_id,
    username: displayName(view),
    charID: view.char_id,
    slot: view.slot,
    role: view.role,
    role2: spec2 ? roleNumber[spec2.role] : null,
    leader: view.leader,
    byer: view.byer,
    logs: view.logs,
    ilvl: view.ilvl,
    specID: view.spec_id,
    class: view.char_class,
    status: view.status,
    preference: view.preference,
    activeChangeRequest: Boolean(view.active_change_request),
    charName: view.char_name,
    classEng: spec?.classEng ?? '',
    roleEng: roleLabel(view.role),
    specEng: spec?.nameEng ?? '',
    image: spec?.image ?? '',
    spec2Eng: spec?.spec2Eng ?? '',
    image2: spec?.image2 ?? '',
    date: view.created_at.toISOString(),
    savedUntil: view.saved_until ? new Date(view.saved_until).toISOString() : null,
  };
}

import { findSpec } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RecordView } from '../data/records.js';

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

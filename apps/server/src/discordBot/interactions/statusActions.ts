/**
 * Tentative / Late / Absence from the post's buttons: on the player's one record in the raid at once; with
 * several characters signed up, a button per character. The web's rule decides (setStatus): pressing the
 * status a record has removes it, Late only in the roster, none in one's own raid.
 */
import type { SignUpStatus } from '@raid/domain/schemas/record';
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import type { AppDeps } from '../../appDeps.js';
import { userRecordsWithStatus } from '../../data/records.js';
import { setStatus } from '../../features/records/setStatus.js';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';
import { customId } from './customIds.js';
import type { Reply } from './interactionAnswers.js';
import type { Caller } from './interactionCaller.js';
import type { InteractionRaid } from './interactionRaid.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;
const BUTTONS_PER_ROW = 5;

function notSignedUp(caller: Caller, target: InteractionRaid): Reply {
  return {
    content: caller.texts.notSignedUp,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: caller.texts.signUp,
            custom_id: customId({ kind: 'signUp', raidId: target.raid.id }),
          },
        ],
      },
    ],
  };
}

async function toggle(
  deps: Deps,
  caller: Caller,
  target: InteractionRaid,
  record: { id: number; name: string; status: string | null },
  status: SignUpStatus,
): Promise<Reply> {
  await setStatus(deps, caller.user, target.expansion, { record: record.id, status });
  const label = caller.texts.status[status];
  const name = plain(record.name);
  return {
    content:
      record.status === status
        ? caller.texts.statusRemoved(label, name)
        : caller.texts.statusSet(label, name),
  };
}

/** A status button of the raid's post. */
export async function statusFromPost(
  deps: Deps,
  caller: Caller,
  target: InteractionRaid,
  status: SignUpStatus,
): Promise<Reply> {
  const records = await userRecordsWithStatus(deps.db, target.raid.id, caller.user.id);
  const [only] = records;
  if (!only) return notSignedUp(caller, target);
  if (records.length === 1) return toggle(deps, caller, target, only, status);
  const buttons = records
    .slice(0, BUTTONS_PER_ROW * BUTTONS_PER_ROW)
    .map((record): APIButtonComponentWithCustomId => ({
      type: ComponentType.Button,
      style: record.status === status ? ButtonStyle.Success : ButtonStyle.Secondary,
      label: record.name,
      custom_id: customId({ kind: 'recordStatus', raidId: target.raid.id, recordId: record.id, status }),
    }));
  const rows = [];
  for (let start = 0; start < buttons.length; start += BUTTONS_PER_ROW)
    rows.push({
      type: ComponentType.ActionRow as const,
      components: buttons.slice(start, start + BUTTONS_PER_ROW),
    });
  return { content: caller.texts.chooseRecord(caller.texts.status[status]), components: rows };
}

/** A character's button of that choice. */
export async function statusOfRecord(
  deps: Deps,
  caller: Caller,
  target: InteractionRaid,
  recordId: number,
  status: SignUpStatus,
): Promise<Reply> {
  const records = await userRecordsWithStatus(deps.db, target.raid.id, caller.user.id);
  const record = records.find((candidate) => candidate.id === recordId);
  if (!record) return notSignedUp(caller, target);
  return toggle(deps, caller, target, record, status);
}

/**
 * "Cancel sign-up" on the post: the player's records in the raid go, as the web's cancel does. Leaving a roster
 * slot needs a reason for the leader, asked in a modal first.
 */
import { REASON_MAX } from '@raid/domain/rules/textLimits';
import {
  ComponentType,
  TextInputStyle,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import type { AppDeps } from '../../appDeps.js';
import { mayCancelSignUp } from '../../features/records/ability.js';
import { cancelSignUp } from '../../features/records/cancelSignUp.js';
import { userRecordsWithStatus } from '../../data/records.js';
import { customId } from './customIds.js';
import type { Reply } from './interactionAnswers.js';
import { refusal, type Caller } from './interactionCaller.js';
import type { InteractionRaid } from './interactionRaid.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;

function reasonForm(caller: Caller, target: InteractionRaid): APIModalInteractionResponseCallbackData {
  return {
    custom_id: customId({ kind: 'cancelReason', raidId: target.raid.id }),
    title: caller.texts.cancelReasonTitle,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: 'reason',
            label: caller.texts.cancelReasonLabel,
            style: TextInputStyle.Paragraph,
            min_length: 1,
            max_length: REASON_MAX,
            required: true,
          },
        ],
      },
    ],
  };
}

/** The post's button: a modal when a roster slot is left, else the cancel at once. */
export async function cancelFromPost(
  deps: Deps,
  caller: Caller,
  target: InteractionRaid,
): Promise<Reply | { modal: APIModalInteractionResponseCallbackData }> {
  if (!mayCancelSignUp(caller.user, target.view)) return refusal(caller, 'cannotCancelSignUp');
  const records = await userRecordsWithStatus(deps.db, target.raid.id, caller.user.id);
  if (records.length === 0) return { content: caller.texts.notSignedUp };
  if (records.some((record) => record.slot > 0)) return { modal: reasonForm(caller, target) };
  return cancelWithReason(deps, caller, target, undefined);
}

export async function cancelWithReason(
  deps: Deps,
  caller: Caller,
  target: InteractionRaid,
  reason: string | undefined,
): Promise<Reply> {
  await cancelSignUp(deps, caller.user, target.expansion, { raid: target.raid.id, chars: [], reason });
  return { content: caller.texts.canceled };
}

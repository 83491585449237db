import { SUBMIT_RESET_MS } from '@raid/domain/rules/interfaceConstants';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { RefreshRaidAnswer } from '@raid/domain/schemas/raid';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useRefreshAutoRaid } from '../../api/autoRaids.js';
import { useSaveRaid } from '../../api/raids.js';

import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { saveChoices } from './rememberedChoices.js';
import { autoRaidPayload, raidPayload, type RaidDialogForm, type RaidDialogMode } from './raidFormState.js';

type Outcome = { kind: 'error'; text: string } | { kind: 'exist'; id: number } | null;

interface RaidFormSaveOptions {
  mode: RaidDialogMode;
  form: RaidDialogForm;
  /** The form as it was loaded (editing), to tell a rescheduled raid. */
  original: RaidDialogForm | undefined;
  gameData: GameDataAnswer;
  /** The form's start as a date, null while none is chosen. */
  start: Date | null;
  incomplete: boolean;
  now: () => Date;
  onClose: () => void;
  onTemplateSaved: () => void;
}

/**
 * How each mode of the raid dialog saves: a template through `POST /api/saveAutoRaid`, a new raid remembering
 * its choices, an edited raid asking to confirm and explain a new date; and cancelling a raid. Keeps the
 * submitting flag (up 150 ms after the answer, SPEC section 9) and the answer's outcome.
 */
export function useRaidFormSave(options: RaidFormSaveOptions) {
  const t = useT();
  const language = useLanguage();
  const { mode, form, original, gameData, start, incomplete, now } = options;
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const saveRaid = useSaveRaid();
  const saveAutoRaid = useRefreshAutoRaid();
  const { confirm, askReason, dialogs } = useConfirm();
  const template = mode.kind === 'createTemplate' || mode.kind === 'editTemplate';
  // A dialog closed on success unmounts before the reset fires; the timer must not outlive it.
  const submitReset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(submitReset.current), []);

  const finish = async (send: () => Promise<RefreshRaidAnswer>, onSuccess: () => void) => {
    setSubmitting(true);
    setOutcome(null);
    try {
      const answer = await send();
      if ('success' in answer) {
        onSuccess();
        return;
      }
      if ('exist' in answer) setOutcome({ kind: 'exist', id: answer.exist });
      else setOutcome({ kind: 'error', text: answer.error });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error, language, t) });
    } finally {
      submitReset.current = setTimeout(() => setSubmitting(false), SUBMIT_RESET_MS);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || submitting) return;
    if (template) {
      const id = mode.kind === 'editTemplate' ? mode.id : undefined;
      await finish(
        () => saveAutoRaid.mutateAsync(autoRaidPayload(form, gameData.zones, id, now())),
        () => {
          options.onClose();
          options.onTemplateSaved();
        },
      );
      return;
    }
    if (mode.kind === 'edit') {
      const rescheduled = original?.date !== form.date && start !== null;
      let reason: string | null = null;
      if (rescheduled) {
        const dateText = start.toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' });
        const ok = await confirm({
          title: t('raidDialog.rescheduleTitle'),
          body: t('raidDialog.rescheduleConfirm', { date: dateText }),
        });
        if (!ok) return;
        reason = await askReason({ title: t('raidDialog.rescheduleReasonTitle') });
        if (reason === null) return;
      }
      await finish(
        () =>
          saveRaid.mutateAsync(
            raidPayload(form, gameData.zones, {
              id: mode.id,
              ...(rescheduled ? { changeDate: true, reason: reason ?? '' } : {}),
            }),
          ),
        options.onClose,
      );
      return;
    }
    await finish(
      () => saveRaid.mutateAsync(raidPayload(form, gameData.zones)),
      () => {
        saveChoices(gameData.expansion, form);
        options.onClose();
      },
    );
  };

  const cancelRaid = async () => {
    if (mode.kind !== 'edit') return;
    const ok = await confirm({ body: t('raidDialog.cancelConfirm'), danger: true });
    if (!ok) return;
    const reason = await askReason({ title: t('raidDialog.cancelReasonTitle') });
    if (reason === null) return;
    await finish(() => saveRaid.mutateAsync({ id: mode.id, canceled: 1, reason }), options.onClose);
  };

  return { submit, cancelRaid, submitting, outcome, dialogs };
}

import { applyRosterChanges, type SlotChange } from '@raid/domain/rules/rosterMoves';
import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage, useT } from '../i18n/useT.js';
import { useToast } from '../app/toasts/toastContext.js';

import { errorText } from './errorText.js';
import { apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `POST /api/approveRoster`: locks a preliminary roster. */
export function useApproveRoster(raidId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/approveRoster', { raid: raidId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.raid(raidId) }),
  });
}

/** The records after the changes (an unknown change leaves the list as it was). */
function withChanges(records: RaidRecord[], changes: readonly SlotChange[]): RaidRecord[] {
  const slots = new Map(changes.map((change) => [change.id, change.slot]));
  return records.map((record) => {
    const slot = slots.get(record.id);
    return slot === undefined ? record : { ...record, slot };
  });
}

/**
 * Sends roster moves (`POST /api/moveRecords`) and shows them at once: the domain's rule completes the change
 * on the cached records, the server's answer replaces them, and a refusal puts them back with the error's toast
 * ('Raid slot is already filled.'). The one place that sends moves, so switching to the socket's DragAndDrop is a
 * change of this hook only.
 */
export function useMoveRecords(raidId: number, size: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const language = useLanguage();
  const t = useT();
  const key = queryKeys.records(raidId);
  return useMutation({
    mutationFn: (changes: SlotChange[]) =>
      apiPost<RaidRecord[]>('/api/moveRecords', { raidID: raidId, records: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RaidRecord[]>(key);
      if (previous) {
        const outcome = applyRosterChanges(previous, changes, size);
        if (outcome.ok) queryClient.setQueryData(key, withChanges(previous, outcome.changes));
      }
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ variant: 'danger', text: errorText(error, language, t) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (records) => {
      queryClient.setQueryData(key, records);
      // The raid's counts (slots filled, roles) changed too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raidId) });
    },
  });
}

import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `POST /api/addLockoutSave`: the character was saved to the zone elsewhere this reset (issue 30). */
export function useAddLockoutSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { char: number; zone: number }) =>
      apiPost<LockoutSave>('/api/addLockoutSave', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chars() }),
  });
}

/** `POST /api/deleteLockoutSave`: removes a save added by hand. */
export function useDeleteLockoutSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { id: number }) => apiPost<{ success: true }>('/api/deleteLockoutSave', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chars() }),
  });
}

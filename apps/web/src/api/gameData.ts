import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `GET /api/gameData`: the expansion's catalogue, which only changes with a deployment. */
export const gameDataQuery = () =>
  queryOptions({
    queryKey: queryKeys.gameData(),
    queryFn: ({ signal }) => apiGet<GameDataAnswer>('/api/gameData', undefined, signal),
    staleTime: Infinity,
  });

export function useGameData() {
  return useQuery(gameDataQuery());
}

import type { RaidsAnswer } from '@raid/domain/schemas/raid';
import type { QueryKey } from '@tanstack/react-query';
import type { RaidListQuery } from '../../api/raids.js';

export type { RaidListQuery };
export type RaidsAnswerData = RaidsAnswer;

/**
 * The query keys the live events touch, as the api/ hooks build them: `['raids', scope, listQuery]` (lists),
 * `['raid', scope, id]` (one raid), `['records', scope, id]` (a raid's records), `['chars', scope, ...]` (the
 * user's characters and the raids under them).
 */
export const listsKey = (scope: string) => ['raids', scope] as const;
export const raidKey = (scope: string, id: number) => ['raid', scope, id] as const;
export const recordsKey = (scope: string, id: number) => ['records', scope, id] as const;
export const charsKey = (scope: string) => ['chars', scope] as const;

export function isActiveListKey(key: QueryKey): boolean {
  const query = key[2] as Partial<RaidListQuery> | undefined;
  return key[0] === 'raids' && query !== undefined && query.archive !== true;
}

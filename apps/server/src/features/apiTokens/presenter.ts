import type { ApiToken } from '@raid/domain/schemas/apiTokens';
import type { ApiTokenListRow } from '../../data/apiTokens.js';

export function presentApiToken(row: ApiTokenListRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdBy: { id: row.created_by, name: row.creator_name },
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

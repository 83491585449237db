import { historyAnswer, historyQuery, type HistoryEntry } from '@raid/domain/schemas/history';
import { displayName } from '@raid/domain/rules/displayName';
import type { AppDeps } from '../../app.js';
import { fail } from '../../http/appError.js';
import type { AppInstance } from '../../http/appInstance.js';
import { raidHistory } from './repository.js';

export function historyRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/history',
    { schema: { querystring: historyQuery, response: { 200: historyAnswer } } },
    async (request) => {
      const raid = await deps.db
        .selectFrom('raids')
        .select('id')
        .where('id', '=', request.query.id)
        .where('expansion', '=', request.expansion)
        .executeTakeFirst();
      if (!raid) fail('raidNotFound');
      const rows = await raidHistory(deps.db, raid.id);
      return rows.map((row): HistoryEntry => ({
        id: row.id,
        avatar: row.avatar,
        userID: row.user_id,
        username: row.username ? displayName({ ...row, username: row.username }) : null,
        date: row.created_at.toISOString(),
        event: row.event as HistoryEntry['event'],
        prevCharName: row.prev_char_name,
        prevRole: row.prev_role,
        prevClass: row.prev_class,
        prevSpec: row.prev_spec,
        prevImage: row.prev_image,
        prevImage2: row.prev_image2,
        nextCharName: row.next_char_name,
        nextRole: row.next_role,
        nextClass: row.next_class,
        nextSpec: row.next_spec,
        nextImage: row.next_image,
        nextImage2: row.next_image2,
        misc: row.misc,
        misc2: row.misc2,
        text: row.text,
      }));
    },
  );
}

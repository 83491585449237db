import { displayName } from '@raid/domain/rules/displayName';
import type { HistoryEntry } from '@raid/domain/schemas/history';
import type { HistoryRow } from '../../data/history.js';

export function presentHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
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
  };
}

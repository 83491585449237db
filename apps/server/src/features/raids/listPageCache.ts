import type { DomainEvents } from '../../events/domainEvents.js';
import { AnswerCache } from '../../http/answerCache.js';

/**
 * The written pages of the lists, per expansion and query, kept for `ttlMs` (config.listCacheMs). Every open
 * list reloads at once on `raidsUpdated` (at most once a second per expansion): without this, a popular site's
 * visitors would all ask the database for the same first page in the same second. A change this process makes
 * forgets its expansion's pages at once; another process's change shows within the interval.
 */
export function listPageCache(events: DomainEvents, ttlMs: number): AnswerCache<string> {
  const pages = new AnswerCache<string>(ttlMs);
  events.on((event) => {
    if ('expansion' in event) pages.forget(`${event.expansion}:`);
  });
  return pages;
}

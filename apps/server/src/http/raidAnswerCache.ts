import type { DomainEvents } from '../events/domainEvents.js';
import { subscribe } from '../events/subscribers.js';
import { AnswerCache } from './answerCache.js';
import type { WrittenAnswer } from './writtenAnswer.js';

/**
 * Written answers about raids (pages of the lists, one raid, its records), per expansion and query, kept for
 * `ttlMs` (config.listCacheMs); they are the same for every visitor. Every open list reloads at once on
 * `raidsUpdated`, and a raid's watchers load it together: without this, a popular site's visitors would all
 * ask the database for the same answer in the same second. A change this process makes forgets its
 * expansion's answers at once; another process's change shows within the interval.
 */
export function raidAnswerCache(events: DomainEvents, ttlMs: number): AnswerCache<WrittenAnswer> {
  // An expired answer may be served once more while it is rewritten: at most twice the interval old.
  const pages = new AnswerCache<WrittenAnswer>(ttlMs, { staleMs: ttlMs });
  subscribe(events, 'raidAnswerCache', {
    listen: (event) => {
      if ('expansion' in event) pages.forget(`${event.expansion}:`);
    },
  });
  return pages;
}

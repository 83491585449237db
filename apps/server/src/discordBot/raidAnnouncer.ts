import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { displayName } from '@raid/domain/rules/displayName';
import type { AppDeps } from '../appDeps.js';
import type { Db } from '../db/database.js';
import type { BatchedWrite } from '../db/batchedWrites.js';
import type { DomainEvent } from '../events/domainEvents.js';
import { subscribe } from '../events/subscribers.js';
import { presentRaid } from '../presenters/raids.js';
import { findRaidView } from '../data/raids.js';
import { othersRecordsWithUsers } from '../data/records.js';
import { findUsers } from '../data/users.js';
import { botLanguage, botTexts, type BotLanguage } from './botTexts.js';
import { enqueueDirectMessages, raidSyncRequest } from './outboxRepository.js';
import { raidTitle } from './raidAnnouncement.js';
import { raidAddress } from './raidSync.js';

type AnnouncerDeps = Pick<AppDeps, 'config' | 'now' | 'events'>;

interface RaidAnnouncerOptions {
  /** A change waits this long for more changes of the same raid, so a burst costs one edit. */
  coalesceMs: number;
  /**
   * Called after work was queued and committed, so a worker can start at once (`dueNow`) or when the coalesced
   * edit falls due, instead of at its next poll.
   */
  onQueued: (dueNow: boolean) => void;
}

interface Recipient {
  userId: string;
  language: BotLanguage;
}

/**
 * Who hears about a raid by direct message: everyone signed up except the leader (who made the change), and
 * of those who asked only for set-up notices (onlySetupNotifications), only the roster.
 */
async function participants(db: Db, raidId: number, rosterOnly: boolean): Promise<Recipient[]> {
  const rows = await othersRecordsWithUsers(db, raidId);
  const chosen = new Map<string, Recipient>();
  for (const row of rows) {
    const inRoster = row.slot > 0;
    if ((rosterOnly || row.only_setup_notifications) && !inRoster) continue;
    chosen.set(row.id, { userId: row.id, language: botLanguage(row.language) });
  }
  return [...chosen.values()];
}

/**
 * The events that queue only coalesced work (the post's edit, due `coalesceMs` later): a pass started at once
 * would find nothing due, and in a sign-up burst it would cost two statements per sign-up.
 */
const coalescedOnly = new Set<DomainEvent['type']>(['recordsChanged', 'gdkpChanged']);

/** The events that queue the bot's work. */
const announced = new Set<DomainEvent['type']>([
  'raidCreated',
  'raidUpdated',
  'raidCanceled',
  'recordsChanged',
  'rosterApproved',
  'changeRequestAnswered',
  'gdkpChanged',
]);

/**
 * Turns what happened (DomainEvents) into the bot's work: posts and edits of the raid message, scheduled
 * events, and direct messages on reschedule, cancel, roster approval and answered change requests. The work
 * goes to the outbox in the change's own transaction (a DomainEvents writer); DiscordWorker carries it out.
 */
export function startRaidAnnouncer(deps: AnnouncerDeps, options: RaidAnnouncerOptions): () => void {
  const soon = () => new Date(deps.now().getTime() + options.coalesceMs);

  async function raidFor(db: Db, expansion: ExpansionKey, raidId: number) {
    const view = await findRaidView(db, expansion, raidId);
    return view ? presentRaid(view, deps.now()) : null;
  }

  async function notify(
    db: Db,
    expansion: ExpansionKey,
    raidId: number,
    recipients: Recipient[],
    content: (language: BotLanguage, title: string, date: Date, url: string) => string,
  ) {
    const raid = await raidFor(db, expansion, raidId);
    if (!raid || recipients.length === 0) return;
    const url = raidAddress(deps.config.baseUrl, expansion, raidId);
    await enqueueDirectMessages(
      db,
      recipients.map(({ userId, language }) => ({
        userId,
        content: content(language, raidTitle(raid, language), new Date(raid.date), url),
      })),
      deps.now(),
    );
  }

  async function write(db: Db, event: DomainEvent, batch: (write: BatchedWrite) => void): Promise<void> {
    // The sync requests go with the other writers' statements (DomainEvents.write): one round trip for all.
    const requestRaidSync = (...args: Parameters<typeof raidSyncRequest>) => {
      const statement = raidSyncRequest(...args);
      if (statement) batch({ statement });
    };
    switch (event.type) {
      case 'raidCreated':
        requestRaidSync(db, [event.raidId], ['raidMessage', 'raidEvent'], deps.now());
        break;
      case 'raidUpdated': {
        const rescheduled = event.rescheduled;
        requestRaidSync(db, [event.raidId], ['raidMessage'], soon());
        requestRaidSync(db, [event.raidId], ['raidEvent'], deps.now());
        if (rescheduled) {
          await notify(
            db,
            event.expansion,
            event.raidId,
            await participants(db, event.raidId, false),
            (language, title, _date, url) =>
              botTexts[language].rescheduled(
                title,
                rescheduled.from,
                rescheduled.to,
                rescheduled.reason,
                url,
              ),
          );
        }
        break;
      }
      case 'raidCanceled':
        requestRaidSync(db, [event.raidId], ['raidMessage', 'raidEvent'], deps.now());
        await notify(
          db,
          event.expansion,
          event.raidId,
          await participants(db, event.raidId, false),
          (language, title, date, url) => botTexts[language].canceled(title, date, event.reason, url),
        );
        break;
      case 'recordsChanged':
        requestRaidSync(db, event.raidIds, ['raidMessage'], soon());
        break;
      case 'gdkpChanged':
        // The post shows the pot.
        requestRaidSync(db, [event.raidId], ['raidMessage'], soon());
        break;
      case 'rosterApproved':
        requestRaidSync(db, [event.raidId], ['raidMessage'], soon());
        await notify(
          db,
          event.expansion,
          event.raidId,
          await participants(db, event.raidId, true),
          (language, title, date, url) => botTexts[language].rosterApproved(title, date, url),
        );
        break;
      case 'changeRequestAnswered': {
        const users = await findUsers(db, [event.requestedBy, event.ownerId]);
        const leader = users.find((user) => user.id === event.requestedBy);
        const owner = users.find((user) => user.id === event.ownerId);
        if (!leader || !owner) break;
        await notify(
          db,
          event.expansion,
          event.raidId,
          [{ userId: leader.id, language: botLanguage(leader.language) }],
          (language, title, date, url) =>
            botTexts[language].changeAnswered(
              displayName(owner),
              event.accepted,
              title,
              date,
              event.reason,
              url,
            ),
        );
        break;
      }
      default:
        return;
    }
  }

  return subscribe(deps.events, 'raidAnnouncer', {
    write,
    listen: (event) => {
      if (announced.has(event.type)) options.onQueued(!coalescedOnly.has(event.type));
    },
  });
}

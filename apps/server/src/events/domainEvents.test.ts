import { describe, expect, it } from 'vitest';
import { DomainEvents, type DomainEvent } from './domainEvents.js';

const event: DomainEvent = { type: 'charsChanged', userIds: ['1'] };

describe('DomainEvents', () => {
  it('starts every listener before emit returns, in the order they were added, each until its first wait', async () => {
    const events = new DomainEvents();
    const steps: string[] = [];
    events.on(async () => {
      steps.push('relay broadcasts');
      await Promise.resolve();
      steps.push('relay done');
    });
    events.on(async () => {
      steps.push('bot starts its write');
      await Promise.resolve();
      steps.push('bot done');
    });
    events.emit(event);
    steps.push('the service reads its answer');
    expect(steps).toEqual(['relay broadcasts', 'bot starts its write', 'the service reads its answer']);
    await events.idle();
    expect(steps.slice(3).sort()).toEqual(['bot done', 'relay done']);
  });

  it('runs listeners and writers by rank, whenever they were added; unranked ones (a test watching) last', async () => {
    const events = new DomainEvents();
    const steps: string[] = [];
    events.on(() => void steps.push('watcher'));
    events.on(() => void steps.push('jobs'), 5);
    events.on(() => void steps.push('relay'), 1);
    const stopCache = events.on(() => void steps.push('cache'), 0);
    events.onWrite(async () => void steps.push('deliveries'), 4);
    events.onWrite(async () => void steps.push('outbox'), 3);
    await events.write({} as never, event);
    events.emit(event);
    expect(steps).toEqual(['outbox', 'deliveries', 'cache', 'relay', 'jobs', 'watcher']);
    stopCache();
    steps.length = 0;
    events.emit(event);
    expect(steps).toEqual(['relay', 'jobs', 'watcher']);
    await events.idle();
  });

  it('never throws into the caller: a failing listener, sync or async, is reported and the others still run', async () => {
    const failures: unknown[] = [];
    const events = new DomainEvents((error) => failures.push(error));
    const heard: string[] = [];
    events.on(() => {
      throw new Error('sync failure');
    });
    events.on(async () => {
      await Promise.resolve();
      throw new Error('async failure');
    });
    events.on(() => {
      heard.push('third');
    });
    expect(() => events.emit(event)).not.toThrow();
    expect(heard).toEqual(['third']);
    await events.idle();
    expect(failures.map((error) => (error as Error).message).sort()).toEqual([
      'async failure',
      'sync failure',
    ]);
  });
});

import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file or describe opens once and closes after its last test, its start and stop registered as
 * that block's hooks. The object answered is filled when the start has finished, so tests use it as they would the
 * start's answer; a start that failed is not stopped.
 */
export function useForFile<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): T {
  const resource = {} as T;
  let started = false;
  beforeAll(async () => {
    Object.assign(resource, await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(resource);
  });
  return resource;
}

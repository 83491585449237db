/**
 * A task run `intervalMs` after the first of a burst of calls: the calls until then add nothing, so it runs at
 * most once per interval and always after the last call.
 */
export function onceAfter(intervalMs: number, task: () => void): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call: () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        task();
      }, intervalMs);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

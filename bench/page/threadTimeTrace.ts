/**
 * A copy of a Chromium trace in which every top-level task lasts as long as its thread ran (`tdur`), not as
 * long as the wall clock says (`dur`). On a shared two-core host the OS takes the core away from the renderer
 * in the middle of tasks, so a task's wall time can be several times its thread time, and Lighthouse's
 * simulation multiplies that wall time by the CPU slowdown. Auditing this copy answers "what would Lighthouse
 * say on an idle host of this speed": the tasks keep their order and their starts relative to the network,
 * the gaps between them stay as recorded, and the events inside a task shrink with it.
 */
export interface TraceEvent {
  ph: string;
  name?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
}

interface Shrink {
  start: number;
  end: number;
  ratio: number;
}

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** Top-level tasks of each thread whose thread time was shorter than their wall time, in order. */
function shrinksByThread(events: readonly TraceEvent[]): Map<string, Shrink[]> {
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const byThread = new Map<string, Shrink[]>();
  for (const task of tasks) {
    const list = byThread.get(threadKey(task)) ?? [];
    const last = list.at(-1);
    const end = task.ts + (task.dur ?? 0);
    // A task nested in another (a nested run loop) shrinks with its parent.
    if (last && task.ts < last.end) continue;
    const ratio = Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
    list.push({ start: task.ts, end, ratio });
    byThread.set(threadKey(task), list);
  }
  return byThread;
}

function mapTime(shrinks: readonly Shrink[], time: number): number {
  let low = 0;
  let high = shrinks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const shrink = shrinks[middle];
    if (!shrink) break;
    if (time < shrink.start) high = middle - 1;
    else if (time > shrink.end) low = middle + 1;
    else return shrink.start + (time - shrink.start) * shrink.ratio;
  }
  return time;
}

export function toThreadTime(events: readonly TraceEvent[]): TraceEvent[] {
  const shrinks = shrinksByThread(events);
  return events.map((event) => {
    const list = shrinks.get(threadKey(event));
    if (!list || typeof event.ts !== 'number') return event;
    const ts = mapTime(list, event.ts);
    if (event.ph !== 'X' || event.dur === undefined) return { ...event, ts };
    return { ...event, ts, dur: mapTime(list, event.ts + event.dur) - ts };
  });
}

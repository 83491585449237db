import { describe, expect, it } from 'vitest';
import { toThreadTime, type TraceEvent } from './threadTimeTrace.js';

const main = { pid: 1, tid: 7 };

describe('a trace in thread time', () => {
  it('shrinks a task the OS interrupted to its thread time, with the events inside it', () => {
    const events: TraceEvent[] = [
      { ...main, ph: 'X', name: 'RunTask', ts: 1_000, dur: 100, tdur: 20 },
      { ...main, ph: 'X', name: 'FunctionCall', ts: 1_050, dur: 40 },
      { ...main, ph: 'I', name: 'Mark', ts: 1_100 },
      { ...main, ph: 'X', name: 'RunTask', ts: 2_000, dur: 10, tdur: 10 },
    ];
    const [task, call, mark, next] = toThreadTime(events);
    expect(task).toMatchObject({ ts: 1_000, dur: 20 });
    expect(call).toMatchObject({ ts: 1_010, dur: 8 });
    expect(mark).toMatchObject({ ts: 1_020 });
    expect(next).toMatchObject({ ts: 2_000, dur: 10 });
  });

  it('leaves other threads and tasks without thread time as recorded', () => {
    const events: TraceEvent[] = [
      { ...main, ph: 'X', name: 'RunTask', ts: 1_000, dur: 100, tdur: 20 },
      { pid: 1, tid: 8, ph: 'X', name: 'Paint', ts: 1_050, dur: 40 },
      { pid: 1, tid: 8, ph: 'X', name: 'RunTask', ts: 3_000, dur: 40 },
    ];
    expect(toThreadTime(events).slice(1)).toEqual(events.slice(1));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRecords } from '../../../api/records.js';
import { useMoveRecords } from '../../../api/roster.js';
import { fakeServer } from '../../../testing/fakeServer.js';
import { renderPage } from '../../../testing/renderApp.js';
import { recordFixture } from '../../../testing/recordFixture.js';

const start = [recordFixture({ id: 1, slot: 0 }), recordFixture({ id: 2, slot: 3 })];

/** Shows each record's slot and drops record 1 into slot 3 (a swap) on a click. */
function Probe() {
  const records = useRecords(32);
  const move = useMoveRecords(32, 10);
  return (
    <div>
      <ul>
        {(records.data ?? []).map((record) => (
          <li key={record.id}>{`${record.charName}:${record.slot}`}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          move.mutate([
            { id: 1, slot: 3 },
            { id: 2, slot: 0 },
          ])
        }
      >
        move
      </button>
    </div>
  );
}

describe('moving records', () => {
  it('shows the move at once and keeps the answer the server gives', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // The server's roster differs from the optimistic one (someone else moved Char2 to slot 5 meanwhile), so
    // only its answer can put Char2 there.
    const after = [recordFixture({ id: 1, slot: 3 }), recordFixture({ id: 2, slot: 5 })];
    const server = fakeServer({
      '/api/records': { body: start },
      '/api/moveRecords': { body: after },
    });
    renderPage(<Probe />);
    await screen.findByText('Char1:0');
    // Hold the answer back: the optimistic change must already show.
    const { fetch: realFetch } = globalThis;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    }) as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'move' }));
    await screen.findByText('Char1:3');
    expect(screen.getByText('Char2:0')).toBeTruthy();
    release();
    expect(await screen.findByText('Char2:5')).toBeTruthy();
    expect(screen.getByText('Char1:3')).toBeTruthy();
    expect(screen.queryByText('Char2:0')).toBeNull();
    expect(server.callsTo('/api/moveRecords')).toHaveLength(1);
  });

  it("rolls the move back with 'Raid slot is already filled.' when the server refuses", async () => {
    const server = fakeServer({
      '/api/records': { body: start },
      '/api/moveRecords': {
        status: 409,
        body: { code: 'slotFilled', error: 'Raid slot is already filled.' },
      },
    });
    renderPage(<Probe />);
    await screen.findByText('Char1:0');
    await userEvent.click(screen.getByRole('button', { name: 'move' }));
    expect(await screen.findByText('Raid slot is already filled.')).toBeTruthy();
    expect(screen.getByText('Char1:0')).toBeTruthy();
    expect(screen.getByText('Char2:3')).toBeTruthy();
    expect(server.callsTo('/api/moveRecords')).toHaveLength(1);
  });
});

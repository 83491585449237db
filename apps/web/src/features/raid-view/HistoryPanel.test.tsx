import type { HistoryEntry } from '@raid/domain/schemas/history';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { HistoryPanel } from './HistoryPanel.js';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  avatar: null,
  userID: null,
  username: 'Jaina',
  date: '2030-05-01T18:00:00Z',
  event: 'editSpec',
  prevCharName: 'Varian',
  prevRole: 1,
  prevClass: 'Warrior',
  prevSpec: 'Protection',
  prevImage: 'warrior_protection.svg',
  prevImage2: 'warrior.svg',
  nextCharName: 'Varian',
  nextRole: 3,
  nextClass: 'Warrior',
  nextSpec: 'Arms',
  nextImage: 'warrior_arms.svg',
  nextImage2: 'warrior.svg',
  misc: null,
  misc2: null,
  text: null,
  ...overrides,
});

/** The spec images of the entry that mentions `text`. */
async function entryImages(text: RegExp) {
  const paragraph = await screen.findByText(text);
  return [...paragraph.querySelectorAll('img')];
}

describe('HistoryPanel', () => {
  it('shows the specs before and after a change, and the default image for names the catalogue lost', async () => {
    fakeServer({
      '/api/history': {
        body: [
          entry({}),
          // Stored by the original product, whose spec images were Blizzard's .jpg files.
          entry({
            id: 2,
            prevCharName: 'Anduin',
            prevImage: 'spell_holy_holybolt.jpg',
            nextCharName: 'Anduin',
            nextImage: 'spell_holy_powerwordshield.png',
          }),
          // A file gone from the server fails to load: it is swapped for the default once.
          entry({ id: 3, prevCharName: 'Thrall', prevImage: 'shaman_gone.svg', nextImage: null }),
        ],
      },
    });
    renderPage(<HistoryPanel raidId={32} show onHide={() => undefined} />);

    const current = await entryImages(/changed the spec of Varian \(Protection\) to Varian \(Arms\)/);
    expect(current.map((image) => image.getAttribute('src'))).toEqual([
      '/game-icons/warrior_protection.svg',
      '/game-icons/warrior_arms.svg',
    ]);
    const old = await entryImages(/changed the spec of Anduin/);
    expect(old.map((image) => image.getAttribute('src'))).toEqual([
      '/game-icons/default.svg',
      '/game-icons/default.svg',
    ]);
    const [gone] = await entryImages(/changed the spec of Thrall/);
    expect(gone?.getAttribute('src')).toBe('/game-icons/shaman_gone.svg');
    if (gone) fireEvent.error(gone);
    expect(gone?.getAttribute('src')).toBe('/game-icons/default.svg');
  });
});

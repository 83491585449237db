import type { HistoryEntry } from '@raid/domain/schemas/history';
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
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

  it('tells each change of a GDKP ledger with its old and new values, in English and Russian', async () => {
    const sale = (item: string, buyer: string, priceGold: number) =>
      JSON.stringify({
        itemName: item,
        itemId: null,
        boss: null,
        buyerRecord: 4,
        buyerName: buyer,
        priceGold,
      });
    const gdkp = (id: number, fields: Partial<HistoryEntry>) =>
      entry({ id, prevCharName: null, nextCharName: null, prevImage: null, nextImage: null, ...fields });
    fakeServer({
      '/api/history': {
        body: [
          gdkp(1, { event: 'gdkpSale', nextCharName: 'Jaina', misc2: sale('Thunderfury', 'Jaina', 12000) }),
          gdkp(2, {
            event: 'gdkpSaleEdit',
            misc: sale('Thunderfury', 'Jaina', 12000),
            misc2: sale('Thunderfury', 'Thrall', 9000),
          }),
          gdkp(3, {
            event: 'gdkpBankers',
            misc: '[]',
            misc2: JSON.stringify([{ id: '210000000000000002', name: 'Thrall' }]),
          }),
          gdkp(4, {
            event: 'gdkpParticipant',
            prevCharName: 'Sylvanas',
            nextCharName: 'Sylvanas',
            misc: JSON.stringify({ share: null, forfeit: null }),
            misc2: JSON.stringify({ share: 'half', forfeit: 'late' }),
          }),
          gdkp(5, { event: 'gdkpPaid', nextCharName: 'Sylvanas', misc: 'r:4', misc2: 'unpaid' }),
          gdkp(6, { event: 'gdkpReopen', text: 'Forgot the last boss' }),
        ],
      },
    });
    const view = renderPage(<HistoryPanel raidId={32} show onHide={() => undefined} />);
    const texts = async () =>
      (await screen.findAllByRole('listitem')).map(
        (item) => item.querySelector('.history-entry-text')?.textContent,
      );
    expect(await texts()).toEqual([
      'recorded Thunderfury to Jaina for 12,000g',
      'changed the sale Thunderfury to Jaina for 12,000g to Thunderfury to Thrall for 9,000g',
      'changed the bankers from nobody to Thrall',
      'set the share of Sylvanas to Half share · Late (was By place)',
      'took back the payment mark of Sylvanas',
      'reopened the ledger',
    ]);
    expect(screen.getByText('Forgot the last boss')).toBeTruthy();

    await act(() => i18next.changeLanguage('ru'));
    try {
      expect((await texts())[1]).toMatch(
        /^изменил\(а\) продажу Thunderfury — Jaina за 12.000.*Thunderfury — Thrall за 9.000/u,
      );
    } finally {
      await act(() => i18next.changeLanguage('en'));
      view.unmount();
    }
  });
});

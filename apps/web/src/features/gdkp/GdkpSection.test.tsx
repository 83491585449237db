import { formatCopper } from '@raid/domain/rules/gdkp/gdkpFormats';
import { splitGdkp } from '@raid/domain/rules/gdkp/splitGdkp';
import { gdkpMember } from '@raid/domain/testing/gdkpParticipant';
import { DEFAULT_GDKP_RULES, type GdkpParticipant, type GdkpRules } from '@raid/domain/schemas/gdkp';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GdkpLedger, GdkpSale } from '../../api/gdkp.js';
import { chooseOption, optionNames } from '../../testing/dropdown.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, raidFixture } from '../../testing/fixtures.js';
import { recordFixture } from '../../testing/recordFixture.js';
import { renderPage } from '../../testing/renderApp.js';
import { GdkpSection } from './GdkpSection.js';

const RAID = 32;
const gold = (amount: number) => formatCopper(amount * 10_000, 'en');

const participant = (recordId: number, name: string, fields: Partial<GdkpParticipant> = {}) =>
  gdkpMember(recordId, { name, userId: `21000000000000000${recordId}`, ...fields });

const roster = [
  participant(1, 'Thrall', { role: 'tank', isOrganizer: true }),
  participant(2, 'Jaina', { role: 'healer' }),
  participant(3, 'Sylvanas'),
  participant(4, 'Garrosh', { place: 'signUp' }),
];

interface LedgerState {
  sales: GdkpSale[];
  participants: GdkpParticipant[];
  rules: GdkpRules;
  closed: GdkpLedger['closed'];
  paid: GdkpLedger['paid'];
}

function sale(id: number, itemName: string, buyer: GdkpParticipant, priceGold: number): GdkpSale {
  return {
    id,
    itemName,
    itemId: null,
    itemUrl: null,
    boss: null,
    buyerKey: buyer.key,
    buyerName: buyer.name,
    buyerRecord: buyer.recordId,
    priceGold,
    createdBy: { id: '210000000000000001', name: 'Arthas' },
    createdAt: `2030-05-01T20:0${id}:00.000Z`,
    updatedAt: `2030-05-01T20:0${id}:00.000Z`,
  };
}

/** The ledger as the server answers it, its split worked by the domain's own rule. */
function ledgerOf(state: LedgerState): GdkpLedger {
  const split = splitGdkp({
    sales: state.sales.map((each) => ({ buyerKey: each.buyerKey, priceGold: each.priceGold })),
    participants: state.participants,
    rules: state.rules,
  });
  return {
    raid: RAID,
    version: state.sales.length,
    closed: state.closed,
    rules: state.rules,
    bankers: [],
    sales: state.sales,
    participants: state.participants,
    split,
    trades: [{ fromKey: 'r:2', toKey: 'r:3', copper: 5_000_000 }],
    paid: state.paid,
    can: { record: true, manage: true },
  };
}

function lastBody(path: string): Record<string, unknown> {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .at(-1);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

/** A server that keeps one raid's ledger and changes it as the real one would. */
function ledgerServer(initial: Partial<LedgerState> = {}) {
  const state: LedgerState = {
    sales: [],
    participants: roster,
    rules: DEFAULT_GDKP_RULES,
    closed: null,
    paid: [],
    ...initial,
  };
  const answer = () => ({ body: ledgerOf(state) });
  return fakeServer({
    '/api/gameData': () => ({ body: gameDataFixture() }),
    '/api/gdkp': answer,
    '/api/gdkpSale': () => {
      const body = lastBody('/api/gdkpSale');
      const buyer = state.participants.find((each) => each.recordId === body.buyerRecord);
      const outside = participant(99, String(body.buyerName), {
        recordId: null,
        key: `n:${String(body.buyerName).toLowerCase()}`,
        place: 'outside',
      });
      if (!buyer) state.participants = [...state.participants, outside];
      state.sales = [
        ...state.sales,
        {
          ...sale(state.sales.length + 1, String(body.itemName), buyer ?? outside, Number(body.priceGold)),
          itemId: typeof body.itemId === 'number' ? body.itemId : null,
          boss: typeof body.boss === 'number' ? body.boss : null,
          itemUrl:
            typeof body.itemId === 'number' ? `https://www.wowhead.com/classic/item=${body.itemId}` : null,
        },
      ];
      return answer();
    },
    '/api/gdkpParticipant': () => {
      const body = lastBody('/api/gdkpParticipant');
      state.participants = state.participants.map((each) =>
        each.recordId === body.record
          ? {
              ...each,
              share: body.share as GdkpParticipant['share'],
              forfeit: body.forfeit as GdkpParticipant['forfeit'],
            }
          : each,
      );
      return answer();
    },
    '/api/gdkpPaid': () => {
      const body = lastBody('/api/gdkpPaid');
      state.paid = body.paid ? [{ key: String(body.key), by: 'Arthas', at: '2030-05-01T22:00:00.000Z' }] : [];
      return answer();
    },
    '/api/gdkpReopen': () => {
      state.closed = null;
      return answer();
    },
  });
}

function renderSection() {
  const raid = raidFixture({ id: RAID, lootSystemID: 2, potCopper: 0 });
  const records = roster.map((each) =>
    recordFixture({
      id: each.recordId ?? 0,
      charName: each.name,
      userID: each.userId ?? '',
      username: each.name,
    }),
  );
  return renderPage(<GdkpSection raid={raid} records={records} />);
}

describe('GdkpSection', () => {
  it('records a sale by keyboard: the item links to its database page, the pot grows', async () => {
    const server = ledgerServer();
    renderSection();
    expect((await screen.findByTestId('gdkp-pot')).textContent).toContain(gold(0));

    await userEvent.click(screen.getByRole('button', { name: 'Record a sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a sale' });
    await userEvent.keyboard('Thunderfury');
    await userEvent.type(within(dialog).getByLabelText('Item id (optional)'), '19019');
    await chooseOption('Buyer', /Jaina/, dialog);
    await userEvent.type(within(dialog).getByLabelText('Price in gold'), '12000{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBody('/api/gdkpSale')).toEqual({
      raid: RAID,
      itemName: 'Thunderfury',
      itemId: 19019,
      buyerRecord: 2,
      priceGold: 12000,
    });
    expect(server.callsTo('/api/gdkpSale')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Thunderfury/ }).getAttribute('href')).toBe(
      'https://www.wowhead.com/classic/item=19019',
    );
    expect(screen.getByTestId('gdkp-pot').textContent).toContain(gold(12000));
  });

  it('names the boss from the raid zone’s bosses in raid order, and shows it in the sales', async () => {
    ledgerServer();
    renderSection(); // Siege of Orgrimmar
    await userEvent.click(await screen.findByRole('button', { name: 'Record a sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a sale' });
    await userEvent.type(within(dialog).getByLabelText('Item name'), 'Gorehowl');
    await userEvent.click(await within(dialog).findByLabelText('Boss (optional)'));
    const names = optionNames();
    expect(names.slice(0, 3)).toEqual(['—', 'Immerseus', 'The Fallen Protectors']);
    expect(names.at(-1)).toBe('Garrosh Hellscream');
    expect(names).not.toContain('Ragnaros');
    await userEvent.keyboard('{Escape}');
    await chooseOption('Boss (optional)', /Norushen/, dialog);
    await userEvent.type(within(dialog).getByLabelText('Buyer’s name'), 'Rexxar');
    await userEvent.type(within(dialog).getByLabelText('Price in gold'), '500{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBody('/api/gdkpSale')).toMatchObject({ itemName: 'Gorehowl', boss: 1624 });
    expect(screen.getByRole('columnheader', { name: 'Boss' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Norushen' })).toBeTruthy();
  });

  it('keeps a buyer from outside the raid by name, and refuses a price that is not whole gold', async () => {
    const server = ledgerServer();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Record a sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a sale' });
    await userEvent.type(within(dialog).getByLabelText('Item name'), 'Ashkandi');
    await userEvent.type(within(dialog).getByLabelText('Buyer’s name'), 'Rexxar');
    await userEvent.type(within(dialog).getByLabelText('Price in gold'), '12.5{Enter}');

    expect(within(dialog).getByText('Whole gold, 0 to 10,000,000.')).toBeTruthy();
    expect(server.callsTo('/api/gdkpSale')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Price in gold'));
    await userEvent.type(within(dialog).getByLabelText('Price in gold'), '800{Enter}');
    await waitFor(() => expect(server.callsTo('/api/gdkpSale')).toHaveLength(1));
    expect(lastBody('/api/gdkpSale')).toEqual({
      raid: RAID,
      itemName: 'Ashkandi',
      buyerName: 'Rexxar',
      priceGold: 800,
    });
    expect(await screen.findByRole('cell', { name: 'Rexxar' })).toBeTruthy();
  });

  it('shows each player’s net and lets the leader halve a share and mark a trade paid', async () => {
    const server = ledgerServer({
      sales: [
        sale(1, 'Thunderfury', roster[1] as GdkpParticipant, 9000),
        sale(2, 'Ashkandi', roster[2] as GdkpParticipant, 3000),
      ],
    });
    renderSection();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const table = screen.getByRole('table', { name: 'Payouts per player' });
    // 12,000g pot, 10 % to the organizer: 10,800g for three full shares of 3,600g.
    const jaina = within(table).getByRole('row', { name: /^Jaina/ });
    expect(jaina.textContent).toContain(`pays ${gold(9000 - 3600)}`);
    const thrall = within(table).getByRole('row', { name: /^Thrall/ });
    expect(thrall.textContent).toContain(`receives ${gold(3600 + 1200)}`);

    await userEvent.selectOptions(
      within(jaina).getByRole('combobox', { name: 'Share of Jaina' }),
      'Half share',
    );
    await waitFor(() => expect(server.callsTo('/api/gdkpParticipant')).toHaveLength(1));
    expect(lastBody('/api/gdkpParticipant')).toEqual({ raid: RAID, record: 2, share: 'half', forfeit: null });
    // Two and a half shares of 10,800g: 4,320g each, 2,160g for Jaina.
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /^Jaina/ }).textContent).toContain(
        `pays ${gold(9000 - 2160)}`,
      ),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: `Jaina → Sylvanas: ${gold(500)}` }));
    await waitFor(() => expect(server.callsTo('/api/gdkpPaid')).toHaveLength(1));
    expect(lastBody('/api/gdkpPaid')).toEqual({ raid: RAID, key: 'r:2', paid: true });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /Jaina → Sylvanas/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('shows a closed ledger read-only, and reopens it with a reason', async () => {
    const server = ledgerServer({
      sales: [sale(1, 'Thunderfury', roster[1] as GdkpParticipant, 9000)],
      closed: { at: '2030-05-01T23:00:00.000Z', by: '210000000000000001' },
    });
    renderSection();
    expect(await screen.findByText(/^Closed by Arthas on .*The ledger is read-only\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record a sale' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit the sale/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const title = await screen.findByText('Why is the ledger reopened?');
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the reason is not asked in a dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Forgot the last boss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));

    await waitFor(() => expect(server.callsTo('/api/gdkpReopen')).toHaveLength(1));
    expect(lastBody('/api/gdkpReopen')).toEqual({ raid: RAID, reason: 'Forgot the last boss' });
    expect(await screen.findByRole('button', { name: 'Record a sale' })).toBeTruthy();
  });
});

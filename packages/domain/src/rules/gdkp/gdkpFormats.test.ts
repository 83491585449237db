import { describe, expect, it } from 'vitest';
import { DEFAULT_GDKP_RULES } from '../../schemas/gdkp.js';
import {
  DISCORD_MESSAGE_MAX,
  gdkpPayoutsCsv,
  gdkpPayoutsMarkdown,
  gdkpSalesCsv,
  type GdkpPayoutTexts,
} from './gdkpFormats.js';
import { settleUp } from './settleUp.js';
import { gdkpMember } from '../../testing/gdkpParticipant.js';
import { splitGdkp, type GdkpParticipant } from './splitGdkp.js';

/** RFC 4180 read back: quoted fields with doubled quotes, CRLF rows; the byte order mark is checked apart. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index++;
    } else field += character;
  }
  return rows;
}

const member = (id: number, name: string, fields: Partial<GdkpParticipant> = {}) =>
  gdkpMember(id, { name, ...fields });

const texts: GdkpPayoutTexts = {
  language: 'en',
  title: 'Karazhan · 28 Nov',
  pot: 'Pot',
  receives: 'receives',
  pays: 'pays',
  share: 'share',
  cuts: 'cuts',
  spent: 'spent',
  shortfall: 'shortfall',
  trades: 'Trades',
  organizer: 'Organizer',
};

describe('gdkpSalesCsv', () => {
  it('writes a BOM, a header and one row per sale that parse back, formulas guarded', () => {
    const csv = gdkpSalesCsv([
      {
        itemName: 'Thunderfury, Blessed Blade of the Windseeker',
        itemId: 19019,
        buyerName: 'Светлана',
        priceGold: 45_000,
        boss: 'Garr',
        recordedBy: 'Banker "Bob"',
        recordedAt: '2026-11-28T20:15:00.000Z',
      },
      {
        itemName: '=HYPERLINK("http://evil.example")',
        itemId: null,
        buyerName: 'Outsider',
        priceGold: 0,
        boss: null,
        recordedBy: 'Leader',
        recordedAt: '2026-11-28T20:16:00.000Z',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['item', 'item_id', 'buyer', 'price_gold', 'boss', 'recorded_by', 'recorded_at'],
      [
        'Thunderfury, Blessed Blade of the Windseeker',
        '19019',
        'Светлана',
        '45000',
        'Garr',
        'Banker "Bob"',
        '2026-11-28T20:15:00.000Z',
      ],
      ['\'=HYPERLINK("http://evil.example")', '', 'Outsider', '0', '', 'Leader', '2026-11-28T20:16:00.000Z'],
    ]);
  });
});

describe('gdkpPayoutsCsv', () => {
  it('writes each player with money in gold, debts negative, and leaves out those with nothing to do', () => {
    const participants = [
      member(1, 'Arthas', { isOrganizer: true }),
      member(2, '-Minus'),
      member(3, 'Sign', { place: 'signUp' }),
    ];
    const split = splitGdkp({
      sales: [{ buyerKey: 'r:2', priceGold: 1_001 }],
      participants,
      rules: { ...DEFAULT_GDKP_RULES, roundingCopper: 1 },
    });
    expect(parseCsv(gdkpPayoutsCsv(split).slice(1))).toEqual([
      ['player', 'share_percent', 'share_gold', 'cuts_gold', 'spent_gold', 'shortfall_gold', 'net_gold'],
      ['Arthas', '100', '450.45', '100.1', '0', '0', '550.55'],
      ["'-Minus", '100', '450.45', '0', '1001', '0', '-550.55'],
    ]);
  });
});

describe('gdkpPayoutsMarkdown', () => {
  it('lists the pot, what each player receives or pays, and the trades, names escaped', () => {
    const participants = [
      member(1, 'Arthas', { isOrganizer: true }),
      member(2, '*Star*'),
      member(3, '@everyone'),
    ];
    const split = splitGdkp({
      sales: [{ buyerKey: 'r:2', priceGold: 3_000 }],
      participants,
      rules: { ...DEFAULT_GDKP_RULES, organizerCutBp: 0 },
    });
    const [message, ...rest] = gdkpPayoutsMarkdown(split, settleUp(split.players, null), texts);
    expect(rest).toEqual([]);
    expect(message).toBe(
      [
        '## Karazhan · 28 Nov',
        '**Pot:** 3,000g',
        '',
        '- **Arthas** · receives 1,000g (share 1,000g)',
        '- **\\*Star\\*** · pays 2,000g (share 1,000g · spent 3,000g)',
        '- **@\u200beveryone** · receives 1,000g (share 1,000g)',
        '',
        '**Trades**',
        '- \\*Star\\* → Arthas: 1,000g',
        '- \\*Star\\* → @\u200beveryone: 1,000g',
      ].join('\n'),
    );
  });

  it('splits a long payout into messages Discord accepts, between lines, keeping every player', () => {
    const participants = Array.from({ length: 80 }, (_, index) =>
      member(index + 1, `Averyveryverylongcharactername${index}`, { isOrganizer: index === 0 }),
    );
    const sales = participants.map((p, index) => ({ buyerKey: p.key, priceGold: 1_000 + index * 37 }));
    const split = splitGdkp({ sales, participants, rules: DEFAULT_GDKP_RULES });
    const messages = gdkpPayoutsMarkdown(split, settleUp(split.players, 'r:1'), texts);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.every((message) => message.length <= DISCORD_MESSAGE_MAX)).toBe(true);
    const lines = messages.join('\n').split('\n');
    for (const p of participants)
      expect(lines.filter((line) => line.startsWith(`- **${p.name}**`))).toHaveLength(1);
  });
});

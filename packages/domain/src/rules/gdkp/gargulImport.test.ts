import fc from 'fast-check';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseGargulExport } from './gargulImport.js';

/** Gargul's default custom format: header "Item,Player,Gold,Wowheadlink", line "@ITEM,@WINNER,@GOLD,@WOWHEAD". */
const defaultCustom = `Item,Player,Gold,Wowheadlink
Dragonspine Trophy,Arthas,12000,https://www.wowhead.com/tbc/item=28830
Thunderfury, Blessed Blade of the Windseeker,Jaina,45000,https://classic.wowhead.com/item=19019
Light's Justice,Светлана,850,https://www.wowhead.com/tbc/item=28771
`;

/** A custom format with a tab separator, the item link (pipes doubled by Gargul) and the realm-qualified winner. */
const tabbedLinks = [
  '@LINK\\t@NORMALIZED\\t@GOLD',
  'Link\tWinner\tPrice',
  '||cffa335ee||Hitem:28830::::::::70:::::::::||h[Dragonspine Trophy]||h||r\tArthas-Gehennas\t12000',
  '||cffff8000||Hitem:19019::::::::60:::::::::||h[Thunderfury, Blessed Blade of the Windseeker]||h||r\tJaina\t45000',
]
  .slice(1)
  .join('\n');

/** A semicolon-separated format with the item id and the date, as European spreadsheets like it. */
const semicolons = `ID;Item;Player;Gold;Date
28830;Dragonspine Trophy;Arthas;12000;2026-11-20
21100;Pot changed;Arthas;500;2026-11-20
28771;Light's Justice;_disenchanted;0;2026-11-20
`;

/** Gargul's "Detailed (JSON)" export: the session, auctions keyed by their checksum. */
const session = {
  ID: '1700000000abc',
  title: 'Kara Sunday',
  managementCut: 10,
  Auctions: {
    '1700000100aaa': {
      ID: '1700000100aaa',
      itemID: 28830,
      itemLink: '|cffa335ee|Hitem:28830::::::::70:::::::::|h[Dragonspine Trophy]|h|r',
      price: 12000,
      createdAt: 1700000100,
      Winner: { name: 'Arthas', realm: 'Gehennas', class: 'warrior', guild: 'Frost' },
      CreatedBy: { name: 'Banker' },
    },
    '1700000200bbb': {
      ID: '1700000200bbb',
      itemID: 28771,
      itemLink: "|cffa335ee|Hitem:28771::::::::70:::::::::|h[Light's Justice]|h|r",
      reason: 'wrong winner',
      createdAt: 1700000200,
      PreviousStates: [{ price: 900, Winner: { name: 'Jaina' } }],
    },
    '1700000300ccc': {
      ID: '1700000300ccc',
      itemID: 45978,
      manualAdjustment: true,
      price: -200,
      createdAt: 1700000300,
      Winner: { name: 'Arthas' },
    },
    '1700000400ddd': {
      ID: '1700000400ddd',
      itemID: 30183,
      itemLink: '|cffa335ee|Hitem:30183::::::::70:::::::::|h[Nether Vortex]|h|r',
      price: 300,
      createdAt: 1700000400,
      Winner: { name: 'Зоркий', realm: 'Пламегор' },
    },
  },
};

/** Gargul's "Share" export: the same JSON, zlib-compressed and base64-encoded. */
function shareString(json: string): string {
  return btoa(String.fromCharCode(...zlibSync(new TextEncoder().encode(json))));
}

const dragonspine = {
  itemName: 'Dragonspine Trophy',
  itemId: 28830,
  buyer: 'Arthas',
  priceGold: 12_000,
  boss: null,
};
const thunderfury = {
  itemName: 'Thunderfury, Blessed Blade of the Windseeker',
  itemId: 19019,
  buyer: 'Jaina',
  priceGold: 45_000,
  boss: null,
};

describe('parseGargulExport', () => {
  it("reads Gargul's default custom format, an item name with a comma included", () => {
    expect(parseGargulExport(defaultCustom)).toEqual({
      ok: true,
      format: 'custom',
      sales: [
        dragonspine,
        thunderfury,
        { itemName: "Light's Justice", itemId: 28771, buyer: 'Светлана', priceGold: 850, boss: null },
      ],
    });
  });

  it('reads a tab-separated custom format with item links and realm-qualified winners', () => {
    const result = parseGargulExport(tabbedLinks);
    expect(result.ok && result.sales).toEqual([dragonspine, thunderfury]);
  });

  it('reads a semicolon format and leaves out pot changes and disenchanted items', () => {
    const result = parseGargulExport(semicolons);
    expect(result.ok && result.sales).toEqual([dragonspine]);
  });

  it('assumes the default order when the header was left empty', () => {
    const result = parseGargulExport(
      'Dragonspine Trophy,Arthas,12000,https://www.wowhead.com/tbc/item=28830\n',
    );
    expect(result.ok && result.sales.map((sale) => [sale.buyer, sale.priceGold, sale.itemId])).toEqual([
      ['Arthas', 12_000, 28830],
    ]);
  });

  it('reads the detailed JSON session: sold auctions only, without deleted ones and pot changes', () => {
    const result = parseGargulExport(JSON.stringify(session, null, 2));
    expect(result).toEqual({
      ok: true,
      format: 'json',
      sales: [
        dragonspine,
        { itemName: 'Nether Vortex', itemId: 30183, buyer: 'Зоркий', priceGold: 300, boss: null },
      ],
    });
  });

  it('reads the share string', () => {
    const result = parseGargulExport(shareString(JSON.stringify(session)));
    expect(result.ok && result.format).toBe('share');
    expect(result.ok && result.sales.map((sale) => sale.itemId)).toEqual([28830, 30183]);
  });

  it('names the line and the reason of a malformed export', () => {
    expect(
      parseGargulExport(
        'Item,Player,Gold\nDragonspine Trophy,Arthas,12000\nOnyxia Hide Backpack,Jaina,lots\n',
      ),
    ).toEqual({ ok: false, line: 3, reason: 'the price "lots" is not whole gold' });
    expect(parseGargulExport('Item,Player,Gold\n\nDragonspine Trophy,Arthas,12.5\n')).toMatchObject({
      ok: false,
      line: 3,
    });
    expect(parseGargulExport('Item,Player,Gold\nDragonspine Trophy\n')).toMatchObject({ ok: false, line: 2 });
    expect(parseGargulExport('{\n  "Auctions": {\n    "a": \n}')).toMatchObject({ ok: false, line: 1 });
    expect(parseGargulExport('{"title": "no auctions"}')).toMatchObject({ ok: false, line: 1 });
    expect(parseGargulExport(btoa('Hello, this is no zlib stream'))).toMatchObject({
      ok: false,
      line: 1,
      reason: expect.stringContaining('share string'),
    });
    expect(parseGargulExport('  \n')).toEqual({ ok: false, line: 1, reason: 'the export is empty' });
  });
});

describe("parseGargulExport: Gargul's default format read back (fast-check)", () => {
  const word = fc.stringMatching(/^[A-Za-z'][a-z']{0,11}$/);
  const itemName = fc
    .array(word, { minLength: 1, maxLength: 6 })
    .chain((words) => fc.constantFrom(words.join(' '), words.join(', ')));
  const sale = fc.record({
    itemName,
    itemId: fc.integer({ min: 1, max: 250_000 }).filter((id) => id !== 21_100 && id !== 45_978),
    buyer: fc.stringMatching(/^[A-ZА-Я][a-zа-я]{1,11}$/),
    priceGold: fc.integer({ min: 0, max: 10_000_000 }),
    boss: fc.constant(null),
  });

  it('reads every sale that "@ITEM,@WINNER,@GOLD,@WOWHEAD" writes', () => {
    fc.assert(
      fc.property(fc.array(sale, { minLength: 1, maxLength: 30 }), (sales) => {
        const lines = sales.map(
          (s) => `${s.itemName},${s.buyer},${s.priceGold},https://www.wowhead.com/cata/item=${s.itemId}`,
        );
        expect(parseGargulExport(['Item,Player,Gold,Wowheadlink', ...lines].join('\n'))).toEqual({
          ok: true,
          format: 'custom',
          sales,
        });
      }),
    );
  });
});

import {
  isSaleToPlayer,
  readItemLink,
  readPriceGold,
  withoutRealm,
  type GargulParseResult,
  type GargulSale,
} from './gargulSale.js';

/**
 * Gargul's "Custom" GDKP export: a header line, then one line per sale from a template of placeholders; the
 * default is the header "Item,Player,Gold,Wowheadlink" and the line "@ITEM,@WINNER,@GOLD,@WOWHEAD". Read when
 * its fields are separated by commas, semicolons or tabs ("\t" in the template) and the header names the
 * columns (item or link, player or winner, gold or price; id or wowhead optional). Without a header the
 * default order is assumed. Gargul never quotes, so an item name with a comma ("Thunderfury, Blessed Blade of
 * the Windseeker") spills into the next field: the surplus fields of a line are joined back into the item.
 */

type Column = 'item' | 'buyer' | 'price' | 'id';

const HEADER_NAMES: Record<string, Column> = {
  item: 'item',
  itemname: 'item',
  link: 'item',
  itemlink: 'item',
  player: 'buyer',
  winner: 'buyer',
  buyer: 'buyer',
  character: 'buyer',
  name: 'buyer',
  normalized: 'buyer',
  gold: 'price',
  price: 'price',
  cost: 'price',
  bid: 'price',
  id: 'id',
  itemid: 'id',
  wowhead: 'id',
  wowheadlink: 'id',
  url: 'id',
};

const DEFAULT_COLUMNS: (Column | null)[] = ['item', 'buyer', 'price', 'id'];

function delimiterOf(line: string): string {
  if (line.includes('\t')) return '\t';
  return line.includes(';') && !line.includes(',') ? ';' : ',';
}

/** Fields split at the delimiter; a field in double quotes (a file that went through a spreadsheet) kept whole. */
function splitFields(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      field += '"';
      index++;
    } else if (character === '"' && (quoted || field.trim() === '')) {
      quoted = !quoted;
    } else if (character === delimiter && !quoted) {
      fields.push(field.trim());
      field = '';
    } else {
      field += character;
    }
  }
  return [...fields, field.trim()];
}

function headerColumns(fields: string[]): (Column | null)[] | null {
  const columns = fields.map((field) => HEADER_NAMES[field.toLowerCase().replace(/[^a-z]/g, '')] ?? null);
  return columns.includes('item') && columns.includes('buyer') && columns.includes('price') ? columns : null;
}

/** The line's fields, the surplus of an item name with the delimiter in it joined back. */
function alignFields(fields: string[], columns: (Column | null)[], delimiter: string): string[] {
  const surplus = fields.length - columns.length;
  const itemIndex = columns.indexOf('item');
  if (surplus <= 0) return fields;
  const item = fields.slice(itemIndex, itemIndex + surplus + 1).join(`${delimiter} `);
  return [...fields.slice(0, itemIndex), item, ...fields.slice(itemIndex + surplus + 1)];
}

function readLine(fields: string[], columns: (Column | null)[]): GargulSale | null | { reason: string } {
  const value = (column: Column) => fields[columns.indexOf(column)] ?? '';
  const link = readItemLink(value('item'));
  const idText = value('id');
  const idFromColumn = /^\d+$/.test(idText) ? Number(idText) : Number(/item=(\d+)/.exec(idText)?.[1] ?? NaN);
  const itemId = link?.itemId ?? (Number.isSafeInteger(idFromColumn) ? idFromColumn : null);
  const itemName = link?.itemName ?? value('item');
  const buyer = withoutRealm(value('buyer'));
  if (!isSaleToPlayer(itemId, buyer)) return null;
  if (itemName === '') return { reason: 'the item is missing' };
  if (buyer === '') return { reason: 'the player is missing' };
  const priceGold = readPriceGold(value('price'));
  if (priceGold === null) return { reason: `the price "${value('price')}" is not whole gold` };
  return { itemName, itemId, buyer, priceGold, boss: null };
}

export function readCustomFormat(text: string): GargulParseResult {
  const lines = text.split(/\r?\n/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  const delimiter = delimiterOf(lines[firstIndex] ?? '');
  const header = headerColumns(splitFields(lines[firstIndex] ?? '', delimiter));
  const columns = header ?? DEFAULT_COLUMNS;
  const sales: GargulSale[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || (header !== null && index === firstIndex)) continue;
    const fields = splitFields(line, delimiter);
    if (fields.length < columns.filter((column) => column !== 'id').length) {
      return { ok: false, line: index + 1, reason: 'too few fields: expected item, player and gold' };
    }
    const sale = readLine(alignFields(fields, columns, delimiter), columns);
    if (sale !== null && 'reason' in sale) return { ok: false, line: index + 1, reason: sale.reason };
    if (sale !== null) sales.push(sale);
  }
  return { ok: true, sales, format: 'custom' };
}

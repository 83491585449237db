import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Arthas', 'Arthas'],
    ['a formula', '=1+1', "'=1+1"],
    ['a plus, a minus and an at sign', '+1', "'+1"],
    ['a leading minus', '-2', "'-2"],
    ['a leading at sign', '@x', "'@x"],
    ['a leading tab', '\tx', "'\tx"],
    ['a comma', 'a,b', '"a,b"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula with a comma', '=A1,B1', `"'=A1,B1"`],
    ['Cyrillic', 'Светлана', 'Светлана'],
  ])('quotes and guards a cell with %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers, a negative one too, and empty cells as they are', () => {
    expect([csvCell(71.4), csvCell(0), csvCell(-3), csvCell(null)]).toEqual(['71.4', '0', '-3', '']);
  });
});

describe('csvFile', () => {
  it('is the byte order mark, then each row and CRLF, the last one too', () => {
    const file = csvFile([
      ['name', 'count'],
      ['Светлана', 3],
      ['=cmd', null],
    ]);
    expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file).toBe("\uFEFFname,count\r\nСветлана,3\r\n'=cmd,\r\n");
  });

  it('is the byte order mark alone without rows', () => {
    expect(csvFile([])).toBe('\uFEFF');
  });
});

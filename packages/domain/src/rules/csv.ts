/**
 * The one CSV rule of every file the site exports (the roster, the attendance table): RFC 4180 text for
 * spreadsheet programs, which open it by a double click.
 */

/**
 * A byte order mark first: spreadsheet programs then read the file as UTF-8, Cyrillic names included, where
 * without it they guess the system's code page. It is no part of any cell.
 */
const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * A spreadsheet runs a text cell that starts with one of these as a formula (CSV injection, OWASP): such a cell
 * gets a leading apostrophe, which spreadsheets show as plain text. A number is written as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file: the byte order mark, then each row with CRLF after it (RFC 4180), the last one too. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return CSV_BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

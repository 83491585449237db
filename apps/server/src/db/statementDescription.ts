import { TOGETHER, WITH_COMMIT } from './foldedBegin.js';

/**
 * What a statement does and to which table, as a span's description: `select raids for update`, `update records`,
 * `begin`. The first table named after the verb outside parentheses (a subquery in the select list, such as a raid's
 * team leaders, is not the table read); a statement that starts with a CTE reads `with <name>`. Statements sent
 * together read `<first> and <second>`; writes held for the commit, `<statements> held for the commit` (their
 * time is the commit's).
 */
export function statementDescription(sql: string): string {
  // The pool's folds (foldedBegin.ts) carry statements in a marked text: described as those.
  if (sql.startsWith(TOGETHER)) {
    const statements = JSON.parse(sql.slice(TOGETHER.length)) as Array<{ sql: string }>;
    return statements.map((statement) => describeOne(statement.sql)).join(' and ');
  }
  if (sql.startsWith(WITH_COMMIT)) {
    const statements = JSON.parse(sql.slice(WITH_COMMIT.length)) as Array<{ sql: string }>;
    return `${statements.map((statement) => describeOne(statement.sql)).join(' and ')} held for the commit`;
  }
  return describeOne(sql);
}

function describeOne(sql: string): string {
  const words = sql.replaceAll(/\s+/g, ' ').trim().split(' ');
  const verb = words[0]?.toLowerCase() ?? '';
  const tableAfter = verb === 'select' || verb === 'delete' ? 'from' : verb === 'insert' ? 'into' : null;
  let depth = 0;
  const at = tableAfter
    ? words.findIndex((word) => {
        const found = depth === 0 && word.toLowerCase() === tableAfter;
        depth += word.split('(').length - word.split(')').length;
        return found;
      })
    : 0;
  const table = at >= 0 ? words[at + 1] : undefined;
  const locks = / for update\b/i.test(sql) ? ' for update' : '';
  // Words and spaces only: it goes in a header's quoted string, and a comma would end a span for naive readers.
  return `${table && tableAfter ? `${verb} ${table}` : words.slice(0, 2).join(' ')}${locks}`.replaceAll(
    /[^\w ]/g,
    '',
  );
}

/** One line of the result table. `met` is null where nothing could be measured. */
export interface Row {
  what: string;
  measured: string;
  reference: string;
  ratio: string;
  goal: string;
  met: boolean | null;
  /** Where the time goes, printed under the table: for a row whose goal is not met. */
  profile?: string;
  /**
   * A read row's cost against its bare reference of the same run (higher is slower), for comparing one world
   * size with another (report/scale.ts): normalised so that the machine's noise between the two runs cancels.
   */
  scale?: ScaleCost;
}

/** A read row's scale cost; `earlier`, where the row changed how it derives it, the former way's, printed beside it. */
export interface ScaleCost {
  cost: number;
  figure: string;
  earlier?: { name: string; cost: number; figure: string };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| what | measured | reference in the same run | ratio | goal | met? |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${[
          row.what,
          row.measured,
          row.reference,
          row.ratio,
          row.goal,
          row.met === null ? '—' : row.met ? 'yes' : 'no',
        ]
          .map(cell)
          .join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** The rows' profiles, one paragraph each, named by the row. */
export function rowProfiles(rows: Row[]): string[] {
  return rows.flatMap((row) => (row.profile ? [`**${row.what}.** ${row.profile}`] : []));
}

/** A row for a measurement that failed: the table still prints, with the reason. */
export function failedRow(what: string, goal: string, error: unknown): Row {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return { what, measured: `failed: ${message?.slice(0, 160)}`, reference: '—', ratio: '—', goal, met: null };
}

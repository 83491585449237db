import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { markdownTable, rowProfiles, type Row } from './table.js';

const START = '<!-- bench:start (written by `npm run bench`; edit outside these markers) -->';
const END = '<!-- bench:end -->';

const INTRO = `# Performance

Figures from \`npm run bench\` (see \`bench/README.md\`): the product against bare references measured in the same
run, in alternating rounds, on one machine. The machine is shared and noisy: ratios count more than absolute
figures.

`;

export interface RunFacts {
  command: string;
  database: string;
  worlds: string[];
  notes: string[];
}

/** The machine as the table's reader needs it: cores, load when the run ended, CPU model, memory. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) at the end of the run; Node ${process.version}`;
}

export function runSection(rows: Row[], facts: RunFacts): string {
  return [
    `## Latest run: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    '',
    `- command: \`${facts.command}\``,
    `- machine: ${machineLine()}`,
    `- database: ${facts.database}`,
    ...facts.worlds.map((world) => `- world: ${world}`),
    '',
    markdownTable(rows),
    '',
    ...rowProfiles(rows).flatMap((profile) => [profile, '']),
    ...facts.notes.map((note) => `- ${note}`),
  ].join('\n');
}

/** Replaces the generated section of docs/performance.md, keeping whatever was written around it, formatted. */
export async function writePerformanceDoc(repoRoot: string, section: string): Promise<string> {
  const file = path.join(repoRoot, 'docs/performance.md');
  const current = existsSync(file) ? await readFile(file, 'utf8') : `${INTRO}${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const block = `${START}\n\n${section.trim()}\n\n${END}`;
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  // Formatted as `npm run lint` (prettier --check) expects it.
  await writeFile(file, await format(next, { ...(await resolveConfig(file)), filepath: file }));
  return file;
}

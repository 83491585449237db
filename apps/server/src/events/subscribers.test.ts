import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBERS } from './subscribers.js';

const serverSource = fileURLToPath(new URL('..', import.meta.url));
const architecture = fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url));

/** The node ids declared in the subscriber diagram's `subscribers` box, top to bottom. */
async function diagramSubscribers(): Promise<string[]> {
  const markdown = await readFile(architecture, 'utf8');
  const box = /^\s*subgraph subscribers\b.*\n([\s\S]*?)^\s*end\s*$/m.exec(markdown);
  if (!box?.[1]) throw new Error('docs/architecture.md has no subgraph subscribers');
  return [...box[1].matchAll(/^\s*(\w+)\[/gm)].map((match) => match[1] ?? '');
}

/** Every production source file of the server, with its path from src/. */
async function productionSources(): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir(serverSource, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
  return Promise.all(
    files.map(async (file) => ({
      file: path.relative(serverSource, file),
      text: await readFile(file, 'utf8'),
    })),
  );
}

describe('the after-commit subscribers', () => {
  it('are the ones docs/architecture.md draws, in its order', async () => {
    expect(await diagramSubscribers()).toEqual([...SUBSCRIBERS]);
  });

  it('subscribe only through events/subscribers.ts, each name of its list at least once', async () => {
    const sources = await productionSources();
    const direct = sources
      .filter(({ text }) => /\bevents\.(on|onWrite)\(/.test(text))
      .map(({ file }) => file);
    expect(direct).toEqual([path.join('events', 'subscribers.ts')]);
    const subscribed = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(/\bsubscribe\(\s*[\w.]+,\s*'(\w+)'/g)].map((match) => match[1]),
      ),
    );
    expect([...subscribed].sort()).toEqual([...SUBSCRIBERS].sort());
  });
});

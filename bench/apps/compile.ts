import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const benchDir = fileURLToPath(new URL('../', import.meta.url));
/** bench/dist: ignored by git, ESLint and Prettier, and inside the repository so packages resolve. */
const outDir = path.join(benchDir, 'dist');

/**
 * The processes the bench spawns (bare references, socket clients) run as plain JavaScript, like the built
 * product, so a TypeScript loader's start-up never counts against a reference. Each is one self-contained
 * file, transpiled here (no type check: `npm run typecheck` checks bench/ with the rest).
 */
export async function compileScript(relative: string): Promise<string> {
  const source = await readFile(path.join(benchDir, relative), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: relative,
  });
  const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, outputText);
  return target;
}

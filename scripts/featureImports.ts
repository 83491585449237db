import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Measures how much the server's feature folders lean on each other (issue 27): every import statement in
 * apps/server/src/features/<a>/ whose target lies in another feature folder <b>/. Run with
 * `npx tsx scripts/featureImports.ts`; the figures go into the closing note, before and after.
 */
const featuresRoot = resolve('apps/server/src/features');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const featureOf = (path: string): string | undefined => {
  const inside = relative(featuresRoot, path);
  if (inside.startsWith('..')) return undefined;
  const [feature, ...rest] = inside.split(sep);
  return rest.length > 0 ? feature : undefined;
};

// Static imports, re-exports and dynamic imports, type-only ones included: each ties the folders together.
const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

interface CrossImport {
  from: string;
  to: string;
  target: string;
  inTest: boolean;
}

const crossImports: CrossImport[] = sourceFiles(featuresRoot).flatMap((file) => {
  const from = featureOf(file);
  if (from === undefined) return [];
  return [...readFileSync(file, 'utf8').matchAll(specifierPattern)].flatMap(([, specifier]) => {
    if (specifier === undefined || !specifier.startsWith('.')) return [];
    const target = resolve(dirname(file), specifier);
    const to = featureOf(target);
    if (to === undefined || to === from) return [];
    return [{ from, to, target, inTest: file.endsWith('.test.ts') }];
  });
});

const edgesOf = (imports: CrossImport[]): Set<string> =>
  new Set(imports.map(({ from, to }) => `${from}→${to}`));
const mutualPairsOf = (edges: Set<string>): string[] =>
  [...edges].flatMap((edge) => {
    const [from, to] = edge.split('→') as [string, string];
    return from < to && edges.has(`${to}→${from}`) ? [`${from}↔${to}`] : [];
  });
const isRepository = ({ target }: CrossImport): boolean =>
  /(^|[/\\])(repository|\w+Repository)\.(js|ts)$/.test(target);

const production = crossImports.filter(({ inTest }) => !inTest);
const figures = (label: string, imports: CrossImport[]): void => {
  const edges = edgesOf(imports);
  const mutual = mutualPairsOf(edges);
  console.log(`${label}:`);
  console.log(`  cross-feature import statements: ${imports.length}`);
  console.log(`  directed feature→feature edges:  ${edges.size}`);
  console.log(
    `  mutual pairs:                    ${mutual.length}${mutual.length > 0 ? ` (${mutual.join(', ')})` : ''}`,
  );
  console.log(`  imports of another feature's repository: ${imports.filter(isRepository).length}`);
};

figures('Including tests', crossImports);
figures('Excluding tests', production);
if (process.argv.includes('--list')) {
  for (const { from, to, target, inTest } of crossImports) {
    console.log(`${from} → ${to}: ${relative(featuresRoot, target)}${inTest ? ' (test)' : ''}`);
  }
}

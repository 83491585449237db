import type { Rolldown } from 'vite';

/**
 * A built bundle's chunks and their static imports, as the browser follows them: `closure(start)` is every
 * chunk loading `start` brings, and `loadedAtStart` what the entry brings, which no page needs to ask for again.
 */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const imported of byName.get(start)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedAtStart = entry ? closure(entry.fileName) : null;
  /** The style sheets the chunks import. */
  const stylesOf = (fileNames: Iterable<string>) => [
    ...new Set(
      [...fileNames].flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]),
    ),
  ];
  return { chunks, closure, loadedAtStart, stylesOf };
}

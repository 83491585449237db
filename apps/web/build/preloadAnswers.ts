import type { Plugin } from 'vite';
import { PRELOADED_ANSWERS_GLOBAL } from '../src/api/preloadedAnswersGlobal.js';
import { EXPANSION_STORAGE_KEY } from '../src/app/expansion/pageExpansion.js';

interface AnswerPreload {
  /** The addresses whose pages read these answers first; `$1` … in an answer stand for the path's groups. */
  path?: RegExp;
  answers: string[];
}

/**
 * An inline script in index.html that asks for the page's first API reads at once, so they travel while the
 * code downloads; `api/preloadedAnswers.ts` hands them to the first call for the same address. It asks nothing
 * when the address has a query (a login's return, an expansion chosen on localhost) or this tab chose an
 * expansion before: those pages read other answers, or the same ones later. Nor when the server drew the page:
 * its answers are in it (`data-server-rendered`, apps/server/src/http/pageRenderer.ts).
 */
export function preloadAnswers(preloads: AnswerPreload[]): Plugin {
  const routes = preloads.map(({ path, answers }) => ({
    path: path?.source ?? '',
    answers,
  }));
  const script =
    `(() => { try { if (location.search || document.documentElement.hasAttribute('data-server-rendered') || sessionStorage.getItem(${JSON.stringify(EXPANSION_STORAGE_KEY)})) return; } ` +
    `catch { return; } const answers = {}; ` +
    `for (const route of ${JSON.stringify(routes)}) { const match = new RegExp(route.path).exec(location.pathname); ` +
    `if (match) for (const address of route.answers) { const url = address.replace(/\\$(\\d)/g, (_, n) => match[n]); ` +
    `answers[url] = fetch(url, { credentials: 'include', headers: { accept: 'application/json' } }).catch(() => null); } } ` +
    `window.${PRELOADED_ANSWERS_GLOBAL} = { at: Date.now(), answers }; })();`;
  return {
    name: 'raid-preload-answers',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * The global the inline script of index.html (build/preloadAnswers.ts) leaves its requests in, read by
 * preloadedAnswers.ts: a module of its own, without the page's types, so the build can import it.
 */
export const PRELOADED_ANSWERS_GLOBAL = '__preloadedAnswers';

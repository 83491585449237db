import type { Plugin } from 'vite';

/**
 * The controls a click is kept for: buttons and what acts as one. A link (`a[href]` that is not a button) is
 * left to the browser, which follows it as a page load without any script.
 */
const CONTROLS =
  'a[href],button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"],summary';

/**
 * Runs in the head before the body is parsed. Until the app says it has started (`html[data-start]`,
 * main.tsx's `Started`), a click on a control inside #root is taken in the capture phase at the window, before
 * the page or React sees it: its default (a checkbox's toggle, a form's submit) is prevented and it goes no
 * further, and the last one is remembered, by the element itself and by its path of child indexes from #root.
 * Once the app has started the click is made again, once, on the same element: still in the page when React
 * hydrated it, or found again by its path when React drew the page anew, if it is still the same kind of
 * control with the same text. React's own replay covers clicks from hydrateRoot on only, when its listeners
 * exist; this covers the seconds before, while the code loads, and keeps every click before the start to
 * itself so none is made twice.
 */
export const EARLY_CLICKS_SCRIPT =
  `(() => { const html = document.documentElement; if (html.hasAttribute('data-start')) return; let last = null; ` +
  `const onClick = (event) => { const root = document.getElementById('root'); ` +
  `const control = event.target instanceof Element ? event.target.closest(${JSON.stringify(CONTROLS)}) : null; ` +
  `if (!root || !control || !root.contains(control) || control.matches('a[href]:not([role="button"])')) return; ` +
  `event.preventDefault(); event.stopPropagation(); const path = []; ` +
  `for (let node = control; node !== root; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node)); ` +
  `last = { control, path, tag: control.tagName, text: control.textContent }; }; ` +
  `addEventListener('click', onClick, true); ` +
  `new MutationObserver((_, observer) => { if (!html.hasAttribute('data-start')) return; observer.disconnect(); ` +
  `removeEventListener('click', onClick, true); if (!last) return; let control = last.control; ` +
  `if (!control.isConnected) { control = document.getElementById('root'); for (const index of last.path) control = control?.children[index]; } ` +
  `if (control?.tagName === last.tag && control.textContent === last.text) control.click(); })` +
  `.observe(html, { attributes: true, attributeFilter: ['data-start'] }); })();`;

/**
 * Keeps a click on the server-drawn page made before the app has started, and makes it again once the app has
 * (`EARLY_CLICKS_SCRIPT`, docs/decisions.md "What the first load carries, early clicks"). The server's
 * Content-Security-Policy allows it by its hash, like every inline script of index.html.
 */
export function queueEarlyClicks(): Plugin {
  return {
    name: 'raid-queue-early-clicks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<head>', () => `<head>\n    <script>${EARLY_CLICKS_SCRIPT}</script>`),
    },
  };
}

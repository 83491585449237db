import { describe, expect, it } from 'vitest';
import { developmentReactIn } from './productionServerBuild.js';

describe("the server build's React", () => {
  it('accepts production builds bundled in and node built-ins imported', () => {
    const modules = [
      '/repo/node_modules/react/cjs/react.production.js',
      '/repo/node_modules/react-dom/cjs/react-dom-server.node.production.js',
      '/repo/apps/web/src/entry-server.tsx',
    ];
    expect(developmentReactIn(modules, ['node:module', 'stream', 'util'])).toEqual([]);
  });

  it('names a development build bundled in', () => {
    const modules = ['/repo/node_modules/react-dom/cjs/react-dom-server-legacy.node.development.js'];
    expect(developmentReactIn(modules, [])).toEqual([`bundles ${modules[0]}`]);
  });

  it('names React left to be imported at run time', () => {
    expect(
      developmentReactIn([], ['react', 'react/jsx-runtime', 'react-dom/server', 'react-i18next']),
    ).toEqual([
      "imports 'react' at run time",
      "imports 'react/jsx-runtime' at run time",
      "imports 'react-dom/server' at run time",
    ]);
  });
});

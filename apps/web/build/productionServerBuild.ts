import type { Plugin } from 'vite';

/** A React package's development build, as its CommonJS entry picks it when NODE_ENV is not 'production'. */
const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]*\.development\.js$/;

/** Packages the server build must carry itself: imported at run time, they would pick a build by NODE_ENV. */
const REACT_PACKAGE = /^(?:react|react-dom|scheduler)(?:\/|$)/;

/** Why a server build's modules and imports would draw pages with React's development build, if they would. */
export function developmentReactIn(moduleIds: readonly string[], imports: readonly string[]): string[] {
  return [
    ...moduleIds.filter((id) => DEVELOPMENT_BUILD.test(id)).map((id) => `bundles ${id}`),
    ...imports.filter((name) => REACT_PACKAGE.test(name)).map((name) => `imports '${name}' at run time`),
  ];
}

/**
 * Fails the server build (`vite build --ssr`) when it would draw pages with React's development build: that
 * build checks every element and records a stack for each, and drew the raid list several times slower
 * (docs/performance.md, "p33-ssr"). The vite config bundles React with NODE_ENV set to 'production'.
 */
export function productionServerBuild(): Plugin {
  return {
    name: 'raid:production-server-build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild === true,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = developmentReactIn(chunk.moduleIds, chunk.imports);
        if (found.length > 0)
          this.error(`the server build would use React's development build: ${found.join('; ')}`);
      }
    },
  };
}

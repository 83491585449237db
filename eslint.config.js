import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The server's import direction, app.ts → routes → services → repositories → db/: only app.ts registers routes
 * and only the starters (bootstrap, the tests' app) build the app. A block that restricts more imports for some
 * files repeats these (a later block's options replace an earlier one's for the files both match).
 */
const serverDirection = [
  { group: ['**/routes.js'], message: 'only app.ts imports routes' },
  {
    group: ['**/app.js'],
    message: 'features receive AppDeps (appDeps.ts); only the starters build the app',
  },
];

/**
 * The feature boundary of an app: one zone per folder of `featuresRoot` (e.g. apps/web/src/features), so a feature
 * imports only its own files from that folder and reaches the others' never.
 */
function featureBoundaries(featuresRoot, message) {
  const zones = readdirSync(featuresRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${featuresRoot}/${name}`,
      from: `./${featuresRoot}`,
      except: [`./${name}`],
      message,
    }));
  return ['error', { zones }];
}

/** How import-x reads and resolves an app's sources: imports say `.js` for the `.ts` (or `.tsx`) file. */
function importResolution(sourceExtensions) {
  return {
    'import-x/extensions': [...sourceExtensions, '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': sourceExtensions },
    'import-x/resolver-next': [
      createNodeResolver({ extensionAlias: { '.js': [...sourceExtensions, '.js'] } }),
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The domain package is shared with the browser: it must stay free of I/O and Node built-ins.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely'], message: 'domain is pure' },
            {
              group: ['@raid/server', '@raid/server/*', '@raid/web', '@raid/web/*', '**/apps/**'],
              message: 'the apps import the domain, never the other way',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app runs in the browser and talks to the server only over HTTP: the shared rules come from the
    // domain package, never from the server's code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', 'kysely'],
              message: 'the web app runs in the browser',
            },
            {
              group: ['**/server/**', '@raid/server/*', '@raid/stand-ins/*'],
              message: 'use @raid/domain or the API',
            },
          ],
        },
      ],
    },
  },
  {
    // A web feature imports only itself and the shared layers (app/, ui/, api/, i18n/, testing/): what two
    // features share lives in ui/, so a feature's folder holds every file of it and nothing another needs.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution(['.ts', '.tsx']),
    rules: {
      'import-x/no-restricted-paths': featureBoundaries(
        'apps/web/src/features',
        'features do not import each other: move what they share to ui/',
      ),
    },
  },
  {
    // One spelling of each query key: the hooks, their invalidations and the live effects build keys with
    // api/queryKeys.ts, so a key changed there changes everywhere it is read, refreshed or replaced.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/queryKeys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: 'build query keys with api/queryKeys.ts',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState)$/][arguments.0.type=/^(ArrayExpression|TSAsExpression)$/]',
          message: 'build query keys with api/queryKeys.ts',
        },
        {
          selector: 'VariableDeclarator[id.name=/Key$/] ArrayExpression',
          message: 'query keys are made in api/queryKeys.ts',
        },
      ],
    },
  },
  {
    // A cycle makes the load order decide which module sees the other half-initialised; the server's imports
    // must form layers. Type-only imports vanish at run time and are not counted.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution(['.ts']),
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A server feature imports its own files and the shared layers (data/, presenters/, access/, http/, events/,
    // integrations/, jobs/, db/) and the domain, never another feature: what two features share is a query
    // (data/), an answer's shape (presenters/), a permission (access/ or the domain's rules) or an event.
    files: ['apps/server/src/features/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution(['.ts']),
    rules: {
      'import-x/no-restricted-paths': featureBoundaries(
        'apps/server/src/features',
        'server features do not import each other: move what they share to data/, presenters/ or access/',
      ),
    },
  },
  {
    // One home per table: a query is written in the data layer (data/<table or aggregate>.ts, or db/), so a
    // newcomer finds every query of a table in one file, and services, routes, jobs and the bot only call named
    // reads and writes. The realtime and outbox repositories are the other two homes, each of its own table.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/db/**',
      'apps/server/src/data/**',
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*Repository.ts',
      // Test doubles and the demo world write fixtures straight into the tables.
      'apps/server/src/testing/**',
      'apps/server/src/demo/**',
      // Stores behind another library's or client's interface, each the only reader and writer of its own table
      // (rate_limit_counters, wcl_cache, the Discord budget's): the store is that table's repository.
      'apps/server/src/http/pgRateLimitStore.ts',
      'apps/server/src/integrations/wcl/wclCache.ts',
      'apps/server/src/integrations/discord/budget/pgDiscordBudget.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'queries belong in data/<table>.ts (or db/): call a named read or write from there',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
          message: 'SQL belongs in data/<table>.ts (or db/): call a named read or write from there',
        },
      ],
    },
  },
  {
    // Import direction in the server: app.ts → routes → services → repositories → db/. Only app.ts registers
    // routes and only the starters (bootstrap, the tests' app) build the app, so nothing below can reach back up.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/app.ts',
      'apps/server/src/bootstrap.ts',
      'apps/server/src/testing/testApp.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverDirection }],
    },
  },
  {
    // routes → services → repositories: a route reads the request, calls a service and sends its answer; the
    // service owns the rules and the transaction, so a route never reaches a table itself.
    files: ['apps/server/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverDirection,
            {
              group: ['**/repository.js', '**/*Repository.js', '**/data/**', '**/db/**'],
              message:
                'a route calls a service (service.ts or one file per command), never the data layer or db/',
            },
          ],
        },
      ],
    },
  },
  {
    // integrations/ holds only the clients of other services (Discord's REST client, markdown escaping and
    // interaction signatures; Warcraft Logs). What the app does with them, such as the bot's posts when a raid
    // changes (discordBot/), imports the clients, never the other way.
    files: ['apps/server/src/integrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverDirection,
            {
              group: ['**/features/**', '**/discordBot/**', '**/jobs/**', '**/realtime/**', '**/appDeps.js'],
              message: 'integrations hold clients only: features, the bot, jobs and realtime call them',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/data/**/*.ts',
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*Repository.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/routes.js',
                '**/app.js',
                '**/appDeps.js',
                '**/service.js',
                '**/*Service.js',
                '**/features/**',
                '**/presenters/**',
                '**/access/**',
                '**/events/**',
                // A read that must find its row answers the catalogue's error (raidOrNotFound).
                '**/http/**',
                '!**/http/appError.js',
                '**/realtime/**',
                '**/jobs/**',
                '**/integrations/**',
                '**/discordBot/**',
              ],
              message: 'a repository reads and writes tables and is called by services, never the other way',
            },
          ],
        },
      ],
    },
  },
);

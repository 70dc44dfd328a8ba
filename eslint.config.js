// Lint gate (npm run check): typescript-eslint's recommended rules and React's hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REGISTRIES = [
  'shared/platform/registry.ts',
  'server/games/registry.ts',
  'client/platform/gamePackages.ts',
  'client/platform/gameWires.ts',
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'server/tests/**'];
const GAME_INTERNALS = {
  group: ['**/games/*/**'],
  message: "A game's internals: reach the game through its registry (its module or its client package).",
};
const SERVER_FROM_CLIENT = { group: ['**/client/**'], message: 'Import the wire from shared/protocol.' };
const CLIENT_FROM_SERVER = { group: ['**/server/**'], message: 'Import the wire from shared/protocol.' };
const PURE = {
  group: ['@colyseus/*', 'colyseus*', 'three', 'react*', '**/server/**', '**/client/**', 'node:*'],
  message: 'The engine is pure.',
};
/** The platform's folders, each with the imports it may never make (a later block replaces a rule's options, so each repeats its side's). */
function platformBlocks() {
  const ignores = [...TESTS, ...REGISTRIES];
  const block = (files, extraIgnores, patterns) => ({
    files,
    ignores: [...ignores, ...extraIgnores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    block(['client/**/*.{ts,tsx}'], ['client/games/**'], [CLIENT_FROM_SERVER, GAME_INTERNALS]),
    block(['server/**/*.ts'], ['server/games/**'], [SERVER_FROM_CLIENT, GAME_INTERNALS]),
    block(['shared/platform/**/*.ts', 'shared/host/**/*.ts'], [], [PURE, GAME_INTERNALS]),
    block(['shared/protocol/**/*.ts'], [], [GAME_INTERNALS]),
  ];
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'artifacts', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // The wire is shared/protocol: the client never imports the server, nor the server the client;
  // the engine stays pure (the Schema mapping lives in shared/protocol, not in the engine).
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'Import the wire from shared/protocol.' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'Import the wire from shared/protocol.' }] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    // The wire (the platform's and each game's) may use the wire's libraries in its tests.
    ignores: ['shared/protocol/**', 'shared/games/*/wire/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@colyseus/*', 'colyseus*', 'three', 'react*', '**/server/**', '**/client/**', 'node:*'],
              message: 'The engine is pure.',
            },
          ],
        },
      ],
    },
  },
  // Games are modules (issue 39): the platform reaches a game only through the registries
  // (shared/platform/registry.ts, server/games/registry.ts, client/platform/gamePackages.ts and gameWires.ts);
  // a game's own folders (shared/games/<id>, server/games/<id>, client/games/<id>) and tests may import its
  // internals. No platform file does (npm run structure -- --list).
  ...platformBlocks(),
  // Time is injected (shared/host/clock.ts; ServerConfig.clock): the tables, the delay line, the audience
  // feed, the turn clock, the empty-table countdown and the release margins read the clock they are
  // given, so that tests advance a ManualClock instead of sleeping.
  {
    files: [
      'server/rooms/**/*.ts',
      'server/delayed/**/*.ts',
      'server/audience/**/*.ts',
      'server/api/**/*.ts',
      'server/seats/**/*.ts',
      'server/game/**/*.ts',
      'shared/host/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the injected clock (clock.now()), not the wall clock.' },
        { object: 'performance', property: 'now', message: 'Read the injected clock (clock.now()), not the wall clock.' },
      ],
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'].map((name) => ({
          name,
          message: 'Set timers on the injected clock (clock.setTimeout), so that tests can advance it.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the injected clock (clock.now()).' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);

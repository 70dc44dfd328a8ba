// Lint gate (npm run check): typescript-eslint's recommended rules and React's hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    ignores: ['shared/protocol/**'],
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

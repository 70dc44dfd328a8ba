import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'e2e/**/*.test.ts',
    ],
    // @colyseus/testing calls process.send inside listen(): the forks pool crashes on it.
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
  esbuild: { target: 'es2022' },
});

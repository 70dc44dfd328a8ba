import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The browser client: index.html at the project root loads /client/main.tsx; the build goes to dist/
 * (served by the game server). The lobby's initial JS (issue 9: at most 100 kB gzipped) is React, the
 * lobby and the texts: the game screen (client/App.tsx, React.lazy), client/net with colyseus.js
 * (client/lobby/lazyNet.ts) and the 3D table (client/hud/TableSceneLazy.tsx: three / r3f / drei) are
 * chunks loaded on demand; lobby code imports shared/ modules directly, never a game's index.js
 * (shared/games/emberforge/index.js pulls its engine and zod). (A manualChunks vendor split
 * was tried and dropped: Rollup hoisted react's jsx-runtime into it, making it part of the initial load.)
 */
export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  // Under `npx vite` the page talks to the game server named by VITE_GAME_SERVER
  // (e.g. VITE_GAME_SERVER=http://localhost:3101 npx vite); see client/net/endpoint.ts.
  server: { port: Number(process.env.VITE_PORT ?? 5173) },
});

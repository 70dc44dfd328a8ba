import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The browser client: index.html at the project root loads /client/main.tsx; the build goes to dist/
 * (served by the game server). The 3D table is a lazy chunk (React.lazy in client/hud/TableSceneLazy.tsx)
 * that carries three / r3f / drei, so the lobby's initial JS stays small. (A manualChunks vendor split
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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { AppErrorBoundary } from './ui/AppErrorBoundary.js';
import { installLangPreference } from './i18n/langPreference.js';
import { overlayLangFromUrl } from './overlay/overlayQuery.js';
import './styles/base.css';
import './styles/lobby.css';
import './styles/game-table.css';
import './styles/game-panels.css';
import './styles/screen-sizes.css';
import './styles/follow-top.css';
import './styles/follow-panels.css';
import './styles/phones.css';
import './styles/phone-top-bar.css';
import { useGameStore } from './state/gameStore.js';
import { useUiStore } from './state/uiStore.js';

// The stores, for browser tests and debugging (client-side state only: this client's own view).
(window as unknown as { __emberforge: unknown }).__emberforge = { useGameStore, useUiStore };

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// The first render waits for the language it shows (no flash of English for a Spanish user): the saved
// or browser's one, or on the overlay page its address's lang= (for that page only, never saved).
// Not a top-level await: with one, Rollup splits the entry into some twenty chunks. A table that has not
// come within LANG_WAIT_MS (a stalled network) does not keep the page blank: it renders in English, and
// switches when the table arrives.
const LANG_WAIT_MS = 3000;
const langReadyOrLate = new Promise<void>((resolve) => setTimeout(resolve, LANG_WAIT_MS));
void Promise.race([installLangPreference(overlayLangFromUrl(window.location.href)), langReadyOrLate]).then(render);

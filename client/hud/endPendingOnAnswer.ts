/**
 * The HUD's pending action (hudStore.pending: busy, nothing else sent) ends when the server has answered
 * it and the view has caught up with the version it produced. The server sends the new state before
 * `accepted`, so the view shows that version by then; should it lag, the HUD stays busy until it catches
 * up (an action sent against the older version would only be refused). A refusal or a lost connection
 * ends it at once. Every game's play/send.ts calls this after sending.
 */
import { useGameStore, type ActionAnswer } from '../state/gameStore.js';
import { useHudStore } from './hudStore.js';

export function endPendingOnAnswer(id: number, answer: Promise<ActionAnswer>): void {
  void answer.then(
    (a) => settle(id, a),
    () => useHudStore.getState().endPending(id),
  );
}

function settle(id: number, answer: ActionAnswer): void {
  const shown = () => useGameStore.getState().view?.version ?? null;
  const caughtUp = () => !answer.ok || shown() === null || shown()! >= answer.version;
  if (caughtUp()) {
    useHudStore.getState().endPending(id);
    return;
  }
  const stop = useGameStore.subscribe(() => {
    if (!caughtUp() && useHudStore.getState().pending?.id === id) return;
    stop();
    useHudStore.getState().endPending(id);
  });
}

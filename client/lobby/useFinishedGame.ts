import { useEffect, useState } from 'react';
import type { GameSummary } from '../../shared/protocol/gamesApi.js';
import { fetchSummary } from '../history/historyApi.js';

/**
 * The summary of the game at `tableId` once it has ended and its replay can be watched, else null (and
 * null while asking, or when the server keeps no history). An invite link outlives its game: its page
 * then offers the replay instead of a seat.
 */
export function useFinishedGame(tableId: string | null): GameSummary | null {
  const [found, setFound] = useState<{ id: string; summary: GameSummary } | null>(null);
  useEffect(() => {
    if (!tableId) return;
    let live = true;
    fetchSummary(tableId).then(
      (summary) => {
        if (live && summary) setFound({ id: tableId, summary });
      },
      () => {}, // no history on this server (503) or it is away: the dialog stays as it is
    );
    return () => {
      live = false;
    };
  }, [tableId]);
  return found && found.id === tableId ? found.summary : null;
}

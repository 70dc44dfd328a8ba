import { useEffect, useState } from 'react';
import type { GameSummary } from '../../shared/protocol/gamesApi.js';
import type { TableListing } from '../../shared/protocol/protocol.js';
import { fetchSummary } from '../history/historyApi.js';
import { loadNet } from './lazyNet.js';

/**
 * What a table link leads to, asked of the server when the lobby's list does not say (a private table,
 * a game that ended, an id no table has):
 * - `asking`: not known yet (or the server could not say: the dialog then offers what it always did);
 * - `table`: an open table, private ones included (its name, seats and status);
 * - `ended`: its game ended and its replay may be watched;
 * - `gone`: no table has this id and no replay is (yet) to be watched.
 */
export type InviteTarget =
  { kind: 'asking' } | { kind: 'table'; listing: TableListing } | { kind: 'ended'; summary: GameSummary } | { kind: 'gone' };

const ASKING: InviteTarget = { kind: 'asking' };

export function useInviteTarget(tableId: string | null): InviteTarget {
  const [found, setFound] = useState<{ id: string; target: InviteTarget } | null>(null);
  useEffect(() => {
    if (!tableId) return;
    let live = true;
    // A game's summary exists once the replay may be watched; a table whose game ended may still be open.
    const summary = fetchSummary(tableId).catch(() => null); // no history on this server (503), or away
    const table = loadNet()
      .then((net) => net.findTable(tableId))
      .catch(() => undefined); // the lookup failed: whether a table has this id is not known
    void Promise.all([summary, table]).then(([s, t]) => {
      if (!live) return;
      const target: InviteTarget = s
        ? { kind: 'ended', summary: s }
        : t
          ? { kind: 'table', listing: t }
          : t === null
            ? { kind: 'gone' }
            : ASKING;
      setFound({ id: tableId, target });
    });
    return () => {
      live = false;
    };
  }, [tableId]);
  return found && found.id === tableId ? found.target : ASKING;
}

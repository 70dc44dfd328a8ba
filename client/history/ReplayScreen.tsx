/**
 * /replay/<id>: a finished game fetched from the history API, rebuilt by the engine and shown on the
 * same 3D table and HUD as a spectated game, read-only, with the replay's controls at the bottom.
 * Loaded lazily: the lobby carries none of it.
 */
import { useEffect, useState } from 'react';
import { checkReplayFile } from '../../shared/protocol/gamesApi.js';
import { Hud } from '../hud/Hud.js';
import { TableSceneLazy } from '../hud/TableSceneLazy.js';
import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { AllHands } from './AllHands.js';
import { fetchReplay } from './historyApi.js';
import { ReplayBar } from './ReplayBar.js';
import { publishReplay, useReplayStore } from './replayStore.js';
import { buildTimeline } from './replayTimeline.js';
import { usePlayback } from './usePlayback.js';
import { useReplayKeys } from './useReplayKeys.js';
import '../styles/history.css';

export function ReplayScreen({ id }: { id: string }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const view = useGameStore((s) => s.view);
  const viewer = useReplayStore((s) => s.viewer);
  usePlayback();
  useReplayKeys();

  useEffect(() => {
    let live = true;
    // The table is drawn from what the replay store says, whenever the position or the viewer changes.
    const unsubscribe = useReplayStore.subscribe((s, prev) => {
      if (s.timeline !== prev.timeline || s.position !== prev.position || s.viewer !== prev.viewer) publishReplay(s);
    });
    fetchReplay(id)
      .then((replay) => {
        const file = checkReplayFile(replay);
        if (!file.ok) throw new Error(file.message);
        const timeline = buildTimeline(file.value);
        if (live) useReplayStore.getState().load(replay, timeline);
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
      unsubscribe();
      useReplayStore.getState().unload();
    };
  }, [id]);

  if (error || !view)
    return (
      <div className="history-page" data-testid="replay-screen" data-state={error ? 'error' : 'loading'}>
        <p className={error ? 'error-line' : 'muted'} data-testid="replay-message">
          {error ? t('replay.error', { message: error }) : t('replay.loading')}
        </p>
        <a className="btn" href="/games">
          {t('games.title')}
        </a>
      </div>
    );
  return (
    <div className="game replay" data-testid="replay-screen" data-state="ready">
      <div className="scene-layer">
        <TableSceneLazy />
      </div>
      <Hud
        view={view}
        onLeave={() => window.location.assign('/games')}
        readOnly
        bottom={
          <>
            {viewer === 'all' && <AllHands view={view} />}
            <ReplayBar />
          </>
        }
      />
    </div>
  );
}

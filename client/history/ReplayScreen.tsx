/**
 * /replay/<id>: a finished game fetched from the history API, rebuilt by the engine and shown on the
 * same 3D table and HUD as a spectated game, read-only, with the replay's controls at the bottom.
 * Loaded lazily: the lobby carries none of it.
 */
import { useEffect, useState } from 'react';
import { checkReplayFile } from '../../shared/protocol/gamesApi.js';
import type { ViewBase } from '../platform/gamePackage.js';
import type { NoReplayReason } from '../../shared/protocol/gameRelease.js';
import { LangSwitch } from '../hud/LangSwitch.js';
import { TableSceneLazy } from '../hud/TableSceneLazy.js';
import { useT } from '../i18n/index.js';
import { gameIdOf } from '../../shared/platform/gameCatalog.js';
import { loadGamePackage, useGamePackage } from '../platform/gamePackages.js';
import { useGameStore } from '../state/gameStore.js';
import { fetchReplay, HistoryApiError } from './historyApi.js';
import { ReplayBar } from './ReplayBar.js';
import { publishReplay, useReplayStore } from './replayStore.js';
import { usePlayback } from './usePlayback.js';
import { useReplayKeys } from './useReplayKeys.js';
import '../styles/history.css';

const NOT_YET_RETRY_MS = 5000;

export function ReplayScreen({ id }: { id: string }) {
  const t = useT();
  const [error, setError] = useState<{ message: string; reason: NoReplayReason | null } | null>(null);
  // A game not replayable yet (being played, or its delayed broadcast not at its end): asked again every few seconds.
  const [attempt, setAttempt] = useState(0);
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
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchReplay(id)
      .then(async (replay) => {
        const envelope = checkReplayFile(replay);
        if (!envelope.ok) throw new Error(envelope.message);
        // The replayed game's package checks its parts, rebuilds it (its engine) and says what each viewer sees.
        const { replay: kit } = await loadGamePackage(gameIdOf(replay as { game?: string }));
        const file = checkReplayFile(replay, kit.rules);
        if (!file.ok) throw new Error(file.message);
        const timeline = kit.buildTimeline(file.value);
        if (live) useReplayStore.getState().load(replay, timeline, kit);
      })
      .catch((e: unknown) => {
        if (!live) return;
        const reason = e instanceof HistoryApiError ? e.reason : null;
        setError({ message: e instanceof Error ? e.message : String(e), reason });
        if (reason === 'playing') retry = setTimeout(() => setAttempt((n) => n + 1), NOT_YET_RETRY_MS);
      });
    return () => {
      live = false;
      clearTimeout(retry);
      unsubscribe();
      useReplayStore.getState().unload();
    };
  }, [id, attempt]);

  if (error || !view)
    return (
      <div className="history-page" data-testid="replay-screen" data-state={error ? 'error' : 'loading'}>
        <div className="row">
          <h1>{t('replay.banner')}</h1>
          <span className="spacer" />
          <LangSwitch />
        </div>
        <p
          className={error && error.reason !== 'playing' ? 'error-line' : 'muted'}
          data-testid="replay-message"
          data-reason={error?.reason ?? ''}
        >
          {!error
            ? t('replay.loading')
            : error.reason === 'playing'
              ? t('replay.notYet')
              : error.reason
                ? t(error.reason === 'closed' ? 'replay.closedEarly' : 'replay.unknown')
                : t('replay.error', { message: error.message })}
        </p>
        <div className="row">
          {error?.reason === 'playing' && (
            <a className="btn primary" href={`/table/${encodeURIComponent(id)}?spectate=1`} data-testid="replay-watch-table">
              {t('replay.watchTable')}
            </a>
          )}
          <a className="btn" href="/games">
            {t('games.title')}
          </a>
          <a className="btn" href="/" data-testid="replay-lobby">
            {t('victory.backToLobby')}
          </a>
        </div>
      </div>
    );
  return <ReplayTable view={view} replay={useReplayStore.getState().replay} viewerAll={viewer === 'all'} />;
}

/** The replay on the 3D table with its game's HUD (read-only) and the replay's controls. */
function ReplayTable({ view, replay, viewerAll }: { view: ViewBase; replay: { game?: string } | null; viewerAll: boolean }) {
  const { Hud, AllHands } = useGamePackage(gameIdOf(replay));
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
            {viewerAll && <AllHands view={view} />}
            <ReplayBar />
          </>
        }
      />
    </div>
  );
}

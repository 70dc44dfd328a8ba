import { Suspense, useEffect, useMemo } from 'react';
import { TableSceneLazy } from '../hud/TableSceneLazy.js';
import { DelayBadge } from '../hud/DelayBadge.js';
import { useT } from '../i18n/index.js';
import { loadNet } from '../lobby/lazyNet.js';
import type { ViewBase } from '../platform/gamePackage.js';
import { gameIdOf } from '../../shared/platform/gameCatalog.js';
import { loadGamePackage, preloadGameScene, useGamePackage } from '../platform/gamePackages.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../state/uiStore.js';
import { connectOverlay } from './connectOverlay.js';
import {
  EXPECTED_CASTER_KEY,
  EXPECTED_SEAT_VIEW_KEY,
  parseOverlayQuery,
  type OverlayOptions,
  type OverlayProblem,
} from './overlayQuery.js';
import '../styles/overlay.css';

/** The overlay connects once per page load (StrictMode runs effects twice in development). */
let connecting = false;

/**
 * /table/<id>/overlay (issue 12): the table for streaming software, with no controls. Designed for
 * 1920x1080 (correct at 1280x720): the 3D table, compact player panels, an event ticker, over a
 * transparent page when `bg=transparent`. A bad address shows what is wrong instead.
 */
export function OverlayPage({ tableId }: { tableId: string }) {
  const query = useMemo(() => parseOverlayQuery(window.location.href), []);
  if (!query.ok) return <BadLink problems={query.problems} missingKey={query.missingKey} />;
  return <Overlay tableId={tableId} options={query.options} />;
}

function Overlay({ tableId, options }: { tableId: string; options: OverlayOptions }) {
  const t = useT();
  const view = useGameStore((s) => s.view);
  const table = useGameStore((s) => s.table);
  const watch = useGameStore((s) => s.watch);
  const lastError = useGameStore((s) => s.lastError);
  // The table's game's package and pieces, fetched as soon as the table is known (before its first view).
  const game = table ? gameIdOf(table) : null;
  useEffect(() => {
    if (!game) return;
    void loadGamePackage(game).catch(() => {}); // a failed fetch shows where the package is used
    preloadGameScene(game);
  }, [game]);

  useEffect(() => {
    document.documentElement.classList.add('overlay-page', `overlay-${options.background}`);
    useUiStore.setState({
      muted: true,
      camera: 'table',
      directorCamera: options.camera === 'director',
      transparentScene: options.background === 'transparent',
      sceneFrame: options.frame,
      directorHoldMs: options.holdMs,
    });
    if (connecting) return;
    connecting = true;
    // A seat key of the address is never kept in this browser's storage by the overlay: it is used for
    // the join only (a delayed view of one's own seat), and the fragment is left as OBS needs it.
    void loadNet()
      .then((net) => connectOverlay(net, tableId, options.mode))
      .catch(() => {
        // the join error is in the store (lastError) and shown below
      });
  }, [tableId, options]);

  // A table broadcast with a delay is never shown live here, whatever the reason the delayed join failed.
  const liveOnDelayedTable = watch?.view === 'live' && (table?.broadcastDelaySeconds ?? 0) > 0;
  useEffect(() => {
    if (liveOnDelayedTable) useGameStore.getState().leave();
  }, [liveOnDelayedTable]);

  let notice: string | null = null;
  if (liveOnDelayedTable) notice = t('overlay.delayGuard');
  // An id no table has: the link is wrong (or its table long gone), not something a streamer fixes in a lobby.
  else if (lastError && !view)
    notice =
      lastError.code === 'table_not_found' ? t('overlay.noTable', { id: tableId }) : t('overlay.failed', { message: lastError.message });
  else if (!table) notice = t('overlay.connecting', { id: tableId });
  // Behind a delay the start shows up that long after it happened: say so, or the page looks stuck.
  else if (!view) notice = watch?.delaySeconds ? t('overlay.waitingDelayed', { n: watch.delaySeconds }) : t('overlay.waiting');

  const showGame = view && !liveOnDelayedTable;
  return (
    <div
      className={`overlay bg-${options.background}`}
      data-testid="overlay"
      data-mode={options.mode.kind}
      data-frame={options.frame}
      data-watch={watch?.view ?? ''}
    >
      {showGame && (
        <div className="scene-layer">
          <TableSceneLazy />
        </div>
      )}
      {showGame && (
        <Suspense fallback={null}>
          <OverlayGame view={view} options={options} />
        </Suspense>
      )}
      {notice && (
        <div className="ov-notice" data-testid="overlay-notice">
          {notice}
        </div>
      )}
    </div>
  );
}

/** The game's parts of the overlay (its package's): the player panels, the status line, the ticker. */
function OverlayGame({ view, options }: { view: ViewBase; options: OverlayOptions }) {
  const { Panels, Status, Ticker } = useGamePackage(useGameStore((s) => gameIdOf(s.table))).overlay;
  return (
    <>
      {options.panels !== 'none' && <Panels view={view} compact={options.panels === 'compact'} />}
      <div className="ov-status" data-testid="overlay-status">
        <Status view={view} />
        <DelayBadge />
      </div>
      {options.ticker && <Ticker view={view} />}
    </>
  );
}

function BadLink({ problems, missingKey }: { problems: OverlayProblem[]; missingKey: boolean }) {
  const t = useT();
  useEffect(() => {
    document.documentElement.classList.add('overlay-page', 'overlay-solid');
  }, []);
  return (
    <div className="overlay bg-solid" data-testid="overlay">
      <div className="ov-notice ov-bad" data-testid="overlay-bad-link" role="alert">
        <b>{t('overlay.badLink')}</b>
        <ul>
          {problems.map((p) => (
            <li key={p.param}>
              {t('overlay.badParam', {
                ...p,
                expected:
                  p.expected === EXPECTED_CASTER_KEY
                    ? t('overlay.expectCasterKey')
                    : p.expected === EXPECTED_SEAT_VIEW_KEY
                      ? t('overlay.expectSeatViewKey')
                      : p.expected,
              })}
            </li>
          ))}
          {missingKey && <li>{t('overlay.missingKey')}</li>}
        </ul>
      </div>
    </div>
  );
}

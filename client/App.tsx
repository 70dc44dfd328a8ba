import { catalogEntry } from '../shared/platform/gameCatalog.js';
import { castsTable } from './lobby/castsTable.js';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { TABLE_GONE_CODES } from './hud/ErrorToast.js';
import { ContinuedElsewhere } from './hud/ContinuedElsewhere.js';
import { RejoiningNotice } from './lobby/RejoiningNotice.js';
import { loadIdentity, fallbackName } from './lobby/identity.js';
import { loadNet } from './lobby/lazyNet.js';
import { Lobby } from './lobby/Lobby.js';
import { flagFromUrl, historyRouteFromUrl, practiceFromUrl, seatKeyFromUrl, tableIdFromUrl } from './lobby/url.js';
import { TableJoinError } from './net/joinErrors.js';
import { gameIdOf } from '../shared/platform/gameCatalog.js';
import { loadGamePackage, preloadGameScene } from './platform/gamePackages.js';
import { tableGameId, useGameStore } from './state/gameStore.js';
import { overlayTableFromUrl } from './overlay/overlayQuery.js';

// The game screen with the table's game (its package: HUD, engine, view models) and the waiting room
// (client/net) load on demand: the lobby's initial JavaScript carries none of them (issue 9: at most
// 100 kB gzipped).
const loadGameScreen = () =>
  Promise.all([import('./hud/GameScreen.js'), loadGamePackage(tableGameId(useGameStore.getState()))]).then(([m]) => m);
const GameScreen = lazy(() => loadGameScreen().then((m) => ({ default: m.GameScreen })));

/** How long a table link waits for the table's listing (its game) before drawing the default game's empty table. */
const LISTING_WAIT_MS = 1000;

/**
 * The game screen's and the 3D table's chunks, the same for every game: the game screen itself, and the
 * 3D table's chunk straight away (not after the small TableSceneLazy chunk that imports it): with it
 * evaluated before the data, a table link's canvas is created while the network works.
 */
function preloadTableShell(): void {
  void import('./hud/GameScreen.js');
  void import('./scene/TableScene.js');
}

/**
 * Fetches and evaluates the game screen (the game's package: HUD, engine, view models) and the 3D table's
 * chunks (the shell's canvas, the game's pieces) before the game's data arrives (a table link, the
 * waiting room), so that the first table frame waits for none of them: the game screen used to be
 * requested only once the first view had arrived.
 */
function preloadGame(): void {
  preloadTableShell();
  void loadGameScreen();
  preloadGameScene(tableGameId(useGameStore.getState()));
}
const WaitingRoom = lazy(() => import('./lobby/WaitingRoom.js').then((m) => ({ default: m.WaitingRoom })));
const GamesPage = lazy(() => import('./history/GamesPage.js').then((m) => ({ default: m.GamesPage })));
const ReplayScreen = lazy(() => import('./history/ReplayScreen.js').then((m) => ({ default: m.ReplayScreen })));
const OverlayPage = lazy(() => import('./overlay/OverlayPage.js').then((m) => ({ default: m.OverlayPage })));

/** /table/<id>/overlay (issue 12, streaming software): read once, as the page loads. */
const overlayTable = typeof window === 'undefined' ? null : overlayTableFromUrl(window.location.href);

/** /games and /replay/<id> (history, issue 10): read once, as the page loads. */
const historyRoute = typeof window === 'undefined' ? null : historyRouteFromUrl(window.location.href);

/** The table link of the address bar was acted on (joined, reclaimed, offered). */
let tableLinkOpened = false;

/**
 * The client's screens: the lobby, the waiting room of a joined table, and the game (3D table + HUD).
 * URL: /table/<id> or ?table=<id> (invite; takes one's seat back with this tab's reconnection token
 * or this browser's seat key), /table/<id>#seat=<key> (continue on another device), &spectate=1 to watch,
 * ?fixture=1 (the dev fixture view), ?practice=1 (offline game against bots); /games (finished games)
 * and /replay/<id> (a finished game replayed on the 3D table); /table/<id>/overlay (streaming software).
 */
export function App() {
  if (overlayTable)
    return (
      <Suspense fallback={null}>
        <OverlayPage tableId={overlayTable} />
      </Suspense>
    );
  if (historyRoute)
    return <Suspense fallback={null}>{historyRoute.page === 'games' ? <GamesPage /> : <ReplayScreen id={historyRoute.id} />}</Suspense>;
  return <Tables />;
}

/** The lobby, a table's waiting room, and the game. */
function Tables() {
  const view = useGameStore((s) => s.view);
  const table = useGameStore((s) => s.table);
  const tableId = useGameStore((s) => s.tableId);
  const [invited, setInvited] = useState<string | null>(null);
  // A table link being joined (spectating, or one's seat back): the empty table shows meanwhile.
  const [linkJoining, setLinkJoining] = useState(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    // ?game=<id> chooses the game of the fixture and the practice (the catalog's, else the default).
    const gameId = gameIdOf({ game: url.searchParams.get('game') ?? undefined });
    if (flagFromUrl(url, 'fixture')) {
      void loadGamePackage(gameId).then((game) => game.loadFixture());
      return;
    }
    if (practiceFromUrl(url)) {
      const me = loadIdentity();
      const entry = catalogEntry(gameId)!;
      const seats = Math.min(
        entry.maxSeats,
        Math.max(entry.minSeats, Number(url.searchParams.get('seats')) || Math.min(4, entry.maxSeats)),
      );
      const seed = Number(url.searchParams.get('seed')) || (Date.now() & 0xffffffff) >>> 0;
      const roundLimit = Number(url.searchParams.get('rounds')) || undefined;
      // The game's own options by their ids in the create form (e.g. ?automa=andvettr), checked by the game.
      const gameOptions = Object.fromEntries(
        entry.options.flatMap((o) => (url.searchParams.has(o.id) ? [[o.key, url.searchParams.get(o.id)]] : [])),
      );
      void loadGamePackage(gameId).then((game) =>
        game.startPractice({ name: fallbackName(me.name), color: me.color, seats, seed, roundLimit, gameOptions }),
      );
      return;
    }
    const id = tableIdFromUrl(url);
    if (!id || tableLinkOpened) return; // once per page load (StrictMode runs effects twice in development)
    tableLinkOpened = true;
    // A "continue on another device" link: keep its key, and take it out of the address bar at once.
    const linkKey = seatKeyFromUrl(url);
    if (url.hash) window.history.replaceState(null, '', url.pathname + url.search);
    // A table link: fetch the game screen and the 3D table while connecting, not after the data arrives
    // (the table's game's part once its listing has said which game it is, below).
    preloadTableShell();
    void loadNet().then((net) => {
      const join = linkKey
        ? () => {
            net.rememberSeatKey(id, linkKey);
            return net.reclaimSeat(id);
          }
        : castsTable(id)
          ? () => net.castTable(id) // the caster's page: every hand, behind the delay
          : net.canReconnect(id)
            ? () => net.returnToSeat(id)
            : flagFromUrl(url, 'spectate')
              ? () => net.spectate(id)
              : null;
      if (!join) {
        setInvited(id);
        return;
      }
      let failed = false;
      // The empty table drawn while joining is the table's game's (a DWARF link drew the default game's
      // board first): its listing says which, well before the join ends; after a second, the default's.
      const listed = Promise.race([
        net.findTable(id).then((t) => t?.game ?? null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), LISTING_WAIT_MS)),
      ]).catch(() => null);
      void listed.then((game) => {
        if (failed) return;
        if (game && !useGameStore.getState().table) useGameStore.setState({ joiningGame: game });
        preloadGame();
        setLinkJoining(true);
      });
      join().catch((e: unknown) => {
        failed = true;
        setLinkJoining(false);
        if (e instanceof net.Superseded) return; // left, or joined another table, meanwhile
        // A gone table offers no join dialog: the lastError effect below takes the user to the lobby.
        if (!(e instanceof TableJoinError && TABLE_GONE_CODES.includes(e.code))) setInvited(id);
      });
    });
  }, []);

  // The link's join ended in a game or a waiting room: nothing is joining any more.
  useEffect(() => {
    if (view || table) setLinkJoining(false);
  }, [view, table]);

  // At a table (the waiting room, or joined from the lobby): the game screen will follow.
  useEffect(() => {
    if (table) preloadGame();
  }, [table]);

  // The address bar names the table the client is at, so a reload reconnects and the link can be shared.
  useEffect(() => {
    if (tableId && tableId !== 'fixture' && tableId !== 'practice') {
      const path = `/table/${encodeURIComponent(tableId)}`;
      if (window.location.pathname !== path) window.history.replaceState(null, '', path);
    }
  }, [tableId]);

  // The table is gone for good (closed, unknown, or our held seat expired): back to the lobby, where
  // the error toast explains why. client/net has already dropped the room; leave() clears the rest.
  const lastError = useGameStore((s) => s.lastError);
  useEffect(() => {
    if (!lastError || !TABLE_GONE_CODES.includes(lastError.code)) return;
    const s = useGameStore.getState();
    if (s.view || s.table || s.tableId) s.leave();
    setInvited(null);
    setLinkJoining(false);
    if (window.location.pathname !== '/' || window.location.search) window.history.replaceState(null, '', '/');
  }, [lastError]);

  // The invite closed (Cancel, Back to the lobby): the address is the lobby's again, so a reload shows it.
  const dismissInvite = useCallback(() => {
    setInvited(null);
    if (window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  }, []);

  // One function for the app's life (it reads the store when called): the HUD's memoised parts keep it.
  const leave = useCallback(() => {
    const s = useGameStore.getState();
    if (s.tableId === 'fixture') useGameStore.setState({ view: null, role: null, mySeat: null, tableId: null, table: null });
    else s.leave();
    setInvited(null);
    setLinkJoining(false);
    window.history.replaceState(null, '', '/');
  }, []);

  // The game screen from the moment a table link starts joining: the table's canvas is created once and
  // draws the empty table while the network works, then the pieces when the data arrives (issue 9).
  const joining = !view && !table && linkJoining;
  const screen =
    view || joining ? (
      <Suspense fallback={null}>
        <GameScreen view={view} onLeave={leave} />
      </Suspense>
    ) : table ? (
      <Suspense fallback={null}>
        <WaitingRoom table={table} onLeave={leave} />
      </Suspense>
    ) : (
      <>
        <Lobby invitedTableId={invited} onDismissInvite={dismissInvite} />
        <RejoiningNotice />
      </>
    );
  return (
    <>
      {screen}
      <ContinuedElsewhere onLeave={leave} />
    </>
  );
}

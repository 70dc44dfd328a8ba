/**
 * The replay's own state (position, play/pause, speed, viewer) and the one place that feeds the game
 * store from it: the HUD and the 3D table read useGameStore as they do at a live table, here written
 * from the engine's rebuilt states, read-only (sending an action is refused).
 */
import { create } from 'zustand';
import type { SeatIndex } from '../../shared/platform/gameModule.js';
import type { GameReplay } from '../../shared/protocol/gamesApi.js';
import type { GameReplayKit, ViewBase } from '../platform/gamePackage.js';
import { fromSyncedOptions } from '../../shared/protocol/tableOptionFields.js';
import type { TableInfo } from '../../shared/protocol/tableInfo.js';
import { notAtTable, useGameStore } from '../state/gameStore.js';
import { clamp, nextRound, previousRound, type ReplayTimeline, type ReplayViewer } from './replayTimeline.js';

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
/** One action per this many ms at 1x. */
export const STEP_MS = 700;

interface ReplayState {
  replay: GameReplay | null;
  timeline: ReplayTimeline | null;
  /** The replayed game's package's replay kit: what a viewer sees at a position. */
  kit: GameReplayKit<ViewBase> | null;
  position: number;
  playing: boolean;
  speed: Speed;
  viewer: ReplayViewer;
  load: (replay: GameReplay, timeline: ReplayTimeline, kit: GameReplayKit<ViewBase>) => void;
  seek: (position: number) => void;
  step: (delta: 1 | -1) => void;
  stepRound: (delta: 1 | -1) => void;
  setPlaying: (playing: boolean) => void;
  setSpeed: (speed: Speed) => void;
  setViewer: (viewer: ReplayViewer) => void;
  unload: () => void;
}

export const useReplayStore = create<ReplayState>((set, get) => ({
  replay: null,
  timeline: null,
  kit: null,
  position: 0,
  playing: false,
  speed: 1,
  viewer: 'public',
  load: (replay, timeline, kit) => set({ replay, timeline, kit, position: 0, playing: false, viewer: 'public' }),
  seek: (position) => {
    const t = get().timeline;
    if (t) set({ position: clamp(position, t), ...(position >= t.length ? { playing: false } : {}) });
  },
  step: (delta) => {
    get().seek(get().position + delta);
    set({ playing: false });
  },
  stepRound: (delta) => {
    const { timeline: t, position } = get();
    if (!t) return;
    set({ position: delta > 0 ? nextRound(t, position) : previousRound(t, position), playing: false });
  },
  setPlaying: (playing) => {
    const { timeline: t, position } = get();
    // Play at the end starts again from the beginning.
    if (playing && t && position >= t.length) set({ position: 0 });
    set({ playing });
  },
  setSpeed: (speed) => set({ speed }),
  setViewer: (viewer) => set({ viewer }),
  unload: () => {
    set({ replay: null, timeline: null, kit: null, position: 0, playing: false });
    useGameStore.setState(notAtTable());
  },
}));

/** Writes the view, seats and log of the current position into the game store (what the HUD and scene read). */
export function publishReplay(s: Pick<ReplayState, 'replay' | 'timeline' | 'kit' | 'position' | 'viewer'>): void {
  const { replay, timeline: t, kit, position, viewer } = s;
  if (!replay || !t || !kit) return;
  const seat: SeatIndex | null = typeof viewer === 'number' ? viewer : null;
  const players = replay.summary?.players;
  useGameStore.setState({
    view: kit.viewAt(t, position, viewer),
    // A replay is watched, whichever seat it shows: no input, no seat notices.
    role: 'spectator',
    mySeat: seat,
    tableId: null,
    seats: replay.config.players.map((p, i) => ({
      seat: i,
      kind: players?.[i]?.kind ?? 'human',
      name: p.name,
      color: p.color,
      connected: true,
      botControlled: players?.[i]?.kind === 'bot',
      abandoned: false,
      away: false,
    })),
    log: kit.logAt(t, position, viewer),
    notices: [],
    // The game the 3D table draws is the table's (TableScene): the replayed game's, ended, with no clock or host.
    table: replayTable(replay),
    connection: 'connected',
    send: () => Promise.resolve({ ok: false, code: 'replay', message: 'A replay is read-only.' }),
    leave: () => {},
  });
}

/** A replay as a table of the store: its game, name and seat count, over, no clock, no host (what the shell reads of `table`). */
function replayTable(replay: GameReplay): TableInfo {
  return {
    ...fromSyncedOptions({ game: replay.game, name: replay.summary?.tableName ?? '', seatCount: replay.config.players.length }),
    status: 'ended',
    hostSeat: -1,
    isHost: false,
    turnDeadline: 0,
  };
}

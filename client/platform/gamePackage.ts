/**
 * What the client shell needs of a game (issue 39): the shell (App and routing, lobby, net, the stores,
 * the 3D canvas with its camera rig, director framework, lights and effects, the overlay and replay
 * page frames, i18n, audio) holds a game's views, events and actions as opaque values and asks the
 * game's package about them. A package lives in client/games/<id>/package.ts and is loaded when a table
 * of its game opens (client/platform/gamePackages.ts), so the lobby carries no game.
 *
 * The package draws its own pieces (`Scene`, inside the shell's canvas) and its HUD (`Hud`, over it),
 * says what its events mean to the platform's channels (`momentsOf`: ticker, headlines, sounds, camera
 * cues, replay markers), where the camera stands for the presets and the director's shots (`camera`),
 * and what the shell's other pages show of it (the overlay's panels and ticker, the replay's hands).
 */
import type { ComponentType, ReactNode } from 'react';
import type { BotLevel } from '../../shared/platform/botLevels.js';
import type { GameViewer, SeatIndex } from '../../shared/platform/gameModule.js';
import type { FocusTarget } from '../../shared/protocol/protocol.js';
import type { ReplayFile, ReplayRules } from '../../shared/protocol/gamesApi.js';
import type { ReplayTimeline, ReplayViewer } from '../history/replayTimeline.js';
import type { GameTexts } from '../i18n/langTables.js';
import type { LoggedEvent } from '../state/gameStore.js';
import type { CameraShot, Moment } from './moments.js';

export type Vec3 = [number, number, number];

/** Where the camera stands and what it looks at. */
export interface CameraPose {
  position: Vec3;
  target: Vec3;
}

/** What the shell reads of any game's view: who it is for, its version, whether the game is over. */
export interface ViewBase {
  viewer: GameViewer;
  version: number;
}

/** The HUD over the table: everything a player or a spectator reads and does there. */
export interface GameHudProps<View> {
  view: View;
  onLeave: () => void;
  /** A replay: any view, a seat's too, is only watched (no action panel, hint or picks). */
  readOnly?: boolean;
  /** False while the HUD is laid out but not shown yet: its keyboard shortcuts wait with it. */
  keysActive?: boolean;
  /** Shown at the bottom instead of the action panel (the replay's controls), framed around like it. */
  bottom?: ReactNode;
}

/** An axis-aligned box of the table (world units, y up). */
export interface Box3 {
  min: Vec3;
  max: Vec3;
}

/**
 * What the whole-table view must show (client/scene/tableFit.ts fits the camera to it): `all` (every
 * player's area and what lies between) inside the screen, `clear` (the board's zones) where no HUD
 * panel covers it.
 */
export interface TableBounds {
  all: Box3;
  clear?: Box3;
  /** How far the game's HTML labels (name tags), drawn at a fixed size, reach past `all` on screen (CSS px). */
  labelReach?: { x: number; y: number };
}

/** A camera preset the viewer may pick (the top bar's camera buttons), by the key uiStore.camera holds. */
export interface GameCamera<View = unknown, Event = unknown> {
  /** The whole table: the camera between moments and the director's 'table' shot. */
  tablePose: CameraPose;
  /** What the 'follow' preset frames now (a key of the game's, e.g. a zone), from the view and the latest events; null: the table. */
  followTarget(view: View | null, recent: readonly Event[]): string | null;
  /** The pose of a preset ('table', 'mine', 'follow' or one of the game's own), given what 'follow' frames. */
  presetPose(mode: string, follow: string | null): CameraPose;
  /** The pose of a director shot, seen from `anchorSeat`'s side of a table of `playerCount`. */
  shotPose(shot: { kind: 'table' } | CameraShot, anchorSeat: SeatIndex, playerCount: number): CameraPose;
  /** Where play is in this view (the director's shot between moments), or null. */
  stageOf(view: View | null): string | null;
  /** The players the view's table is laid out for (0 before a view arrives). */
  playerCount(view: View | null): number;
  /** Whether the game in this view is over (the director then starts on its final shot). */
  ended(view: View | null): boolean;
  /** The table's bounds for `playerCount` players: where the whole-table pose does not show them (a phone), it is refitted (scene/tableFit.ts). */
  tableBounds?(playerCount: number): TableBounds;
}

/** The overlay page's parts of the game (issue 12): the player panels, the status line and the ticker. */
export interface GameOverlay<View> {
  Panels: ComponentType<{ view: View; compact: boolean }>;
  /** Where the game stands, in a few words (the round). */
  Status: ComponentType<{ view: View }>;
  Ticker: ComponentType<{ view: View }>;
}

/** How a finished game is rebuilt for the replay page (client/history): states, events, markers, views. */
export interface GameReplayKit<View> {
  /** The game's parts of a replay file (its module's config and action schemas): checked before buildTimeline. */
  rules: ReplayRules;
  /** Rebuilds every position of a stored game checked with `rules`; throws on an action that does not apply (a broken file). */
  buildTimeline(file: ReplayFile): ReplayTimeline;
  /** The view the replay shows at a position: the public one, a seat's, or every hand. */
  viewAt(timeline: ReplayTimeline, position: number, viewer: ReplayViewer): View;
  /** The log up to a position as that viewer may read it. */
  logAt(timeline: ReplayTimeline, position: number, viewer: ReplayViewer): LoggedEvent[];
}

/** An offline game against the game's bots in the page (?practice=1). */
export interface PracticeOptions {
  name: string;
  color: string;
  seats: number;
  seed: number;
  roundLimit?: number;
  /** The game's own options (its catalog entry's fields, e.g. an automa's level), unchecked: the game reads its defaults for anything else. */
  gameOptions?: Record<string, unknown>;
  /** The bots' level (issue 42; one the game offers): Easy, the heuristic bot, without it. */
  botLevel?: BotLevel;
}

export interface GamePackage<View extends ViewBase = ViewBase, Event = unknown> {
  /** The game's id (shared/platform/gameCatalog.ts). */
  readonly id: string;
  /** The game's pieces on the table, drawn inside the shell's canvas (loaded with the 3D table's chunk). */
  Scene: ComponentType;
  /** Fetches the scene's code ahead of the data (a table link, the waiting room). */
  preloadScene(): Promise<unknown>;
  Hud: ComponentType<GameHudProps<View>>;
  /** How to play (how to win first, then a round, then the rest): the HUD's rules panel, also opened from the lobby and the waiting room. */
  Rules: ComponentType<{ onClose: () => void }>;
  /** Every hand of a replay's game, beside the table (the replay's "all hands" view). */
  AllHands: ComponentType<{ view: View }>;
  overlay: GameOverlay<View>;
  /** The game's words (its own translation tables), registered with the shell's when the package loads. */
  texts: GameTexts;
  /** The game's events as the platform's moments (client/platform/moments.ts). */
  momentsOf(event: Event): readonly Moment[];
  camera: GameCamera<View, Event>;
  /**
   * Shared focus (issue 12): what of the pointer's target this player may show spectators now (a public
   * thing, on their turn), or null.
   */
  reportableFocus(view: View, mySeat: SeatIndex, pointer: FocusTarget): FocusTarget | null;
  replay: GameReplayKit<View>;
  /** Starts a practice game in the page: the game store is written as the network layer would. */
  startPractice(options: PracticeOptions): void;
  /** The dev fixture (?fixture=1): a made-up table in the game store. */
  loadFixture(): void;
}

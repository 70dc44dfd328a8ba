/** Camera positions and targets for each preset view (pure). */
import type { GameEvent, GameView, Zone } from '../../../../shared/games/emberforge/index.js';
import type { TableBounds } from '../../../platform/gamePackage.js';
import type { CameraMode } from '../../../state/uiStore.js';
import { AREA, BOARD_SIZE, CARD_H, seatFrame, slotsFor, toWorld, ZONE_CENTERS, type Vec3 } from './layout.js';

export interface CameraPose {
  position: Vec3;
  target: Vec3;
}

export const TABLE_POSE: CameraPose = { position: [0, 17, 16.8], target: [0, 0, 1.9] };
export const MINE_POSE: CameraPose = { position: [0, 10.5, 14.2], target: [0, 0.2, 6.4] };

export function zonePose(zone: Zone): CameraPose {
  const [x, y, z] = ZONE_CENTERS[zone];
  return { position: [x * 1.15, y + 4.9, z + 4.3], target: [x, y, z + 0.15] };
}

/** The zone a 'follow' camera should frame: the one being resolved, else the latest zone event. */
export function followZone(view: GameView | null, recent: readonly GameEvent[]): Zone | null {
  if (view?.resolving) return view.resolving.zone;
  for (let i = recent.length - 1; i >= 0; i--) {
    const e = recent[i]!;
    if (e.type === 'roundEnded' || e.type === 'phaseStarted') return null;
    if (e.type === 'zoneStarted' || e.type === 'emberPlaced' || e.type === 'zoneOverheated' || e.type === 'zoneClosed') return e.zone;
  }
  return null;
}

export function poseFor(mode: CameraMode, focus: Zone | null): CameraPose {
  if (mode === 'table') return TABLE_POSE;
  if (mode === 'mine') return MINE_POSE;
  if (mode === 'follow') return focus ? zonePose(focus) : TABLE_POSE;
  return zonePose(mode as Zone);
}

/** A player's mat (PlayerArea: 11.6 x 4.3, its centre at local (0.75, 0.45)), in local area coordinates. */
const MAT_X = [-5.05, 6.55] as const;
const MAT_Z = [-1.7, 2.6] as const;
/** A name tag (PlayerArea: about 120 x 26 px, centred near a mat's corner) past the mat's edge, in CSS px. */
const NAME_TAG_REACH = { x: 48, y: 10 };
/** Beside the board: the supply column, the deck and the commissions (layout.ts), x within this. */
const SIDE_PILES_X = 6.2;

/**
 * What the whole-table view must show for `playerCount` players: every mat (the front one with the
 * hand's cards before it, and room for the name tags that reach past a mat's corner) and the piles
 * beside the board; the board's four zones must stay clear of the HUD.
 */
export function tableBounds(playerCount: number): TableBounds {
  const min: Vec3 = [-SIDE_PILES_X, 0, -BOARD_SIZE / 2];
  const max: Vec3 = [SIDE_PILES_X, 0.6, BOARD_SIZE / 2];
  const n = Math.max(playerCount, 1);
  slotsFor(n).forEach((_, seat) => {
    const frame = seatFrame(seat, 0, n);
    const handEdge = AREA.handZ + CARD_H / 2;
    for (const [x, z] of [
      [MAT_X[0], MAT_Z[0]],
      [MAT_X[1], MAT_Z[0]],
      [MAT_X[0], Math.max(MAT_Z[1], handEdge)],
      [MAT_X[1], Math.max(MAT_Z[1], handEdge)],
    ] as const) {
      const [wx, , wz] = toWorld(frame, [x, 0, z]);
      min[0] = Math.min(min[0], wx);
      min[2] = Math.min(min[2], wz);
      max[0] = Math.max(max[0], wx);
      max[2] = Math.max(max[2], wz);
    }
  });
  const half = BOARD_SIZE / 2;
  return { all: { min, max }, clear: { min: [-half, 0, -half], max: [half, 0.3, half] }, labelReach: NAME_TAG_REACH };
}

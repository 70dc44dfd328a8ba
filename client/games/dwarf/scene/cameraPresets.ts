/**
 * DWARF's camera (pure but for `currentFrame`): the whole table framed to fit the viewport's shape (a
 * phone upright or on its side sees every mine and every area), a player's own area ('mine', the
 * shell's "my area"), and the zones the 'follow' preset and the director frame. A zone is a string:
 * `pos:<n>` (a mine position, 0-17), `pile:<n>` (a Special pile, 0-5), `mine:<m>` (a whole mine) or
 * `area:<who>` (a participant's area).
 */
import type { GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import type { CameraPose, Vec3 } from '../../../platform/gamePackage.js';
import { CARD_H, areaCenter, mineCenterX, mineCount, MINE_Z, pileCenter, positionCenter, ROW_PITCH, tableBounds } from './layout.js';

/** What the table holds: its mines and its participants (the automa too). */
export interface TableFrame {
  mines: number;
  participants: number;
  /** Width over height of the picture. */
  aspect: number;
}

const HALF_FOV = (45 / 2) * (Math.PI / 180);
/** The camera's angle above the table (steep enough that the cards' faces read). */
const PITCH = 58 * (Math.PI / 180);
const MIN_DISTANCE = 5;
/** OrbitControls' maxDistance in the shell's rig, less a margin. */
const MAX_DISTANCE = 33;

function poseAt(target: Vec3, distance: number, pitch = PITCH): CameraPose {
  const d = Math.min(MAX_DISTANCE, Math.max(MIN_DISTANCE, distance));
  return { position: [target[0], target[1] + d * Math.sin(pitch), target[2] + d * Math.cos(pitch)], target };
}

/** The distance at which a box of width w and depth d (on the table) fits a picture of `aspect`. */
function fitDistance(w: number, d: number, aspect: number): number {
  const t = Math.tan(HALF_FOV);
  const byDepth = (d * Math.sin(PITCH)) / (2 * t);
  const byWidth = w / (2 * t * aspect);
  return Math.max(byDepth, byWidth) * 1.08;
}

/** The whole table. */
export function tablePoseFor(f: TableFrame): CameraPose {
  const b = tableBounds(f.mines, f.participants);
  const target: Vec3 = [(b.minX + b.maxX) / 2, 0, (b.minZ + b.maxZ) / 2 + 0.3];
  return poseAt(target, fitDistance(b.maxX - b.minX, b.maxZ - b.minZ, f.aspect));
}

/** A zone's pose (see the header for the keys); null for a key that names nothing on this table. */
export function zonePoseFor(zone: string, f: TableFrame): CameraPose | null {
  const [kind, n] = zone.split(':') as [string, string | undefined];
  const i = Number(n);
  if (!Number.isInteger(i) || i < 0) return null;
  switch (kind) {
    case 'pos':
      if (i >= f.mines * 9) return null;
      return poseAt(positionCenter(i, f.mines), fitDistance(3.2, 4.2, f.aspect));
    case 'pile':
      if (i >= f.mines * 3) return null;
      return poseAt(pileCenter(i, f.mines), fitDistance(3.6, 3, f.aspect));
    case 'mine':
      if (i >= f.mines) return null;
      return poseAt([mineCenterX(i, f.mines), 0, MINE_Z - 0.5], fitDistance(4.6, ROW_PITCH * 3 + CARD_H * 2, f.aspect));
    case 'area':
      if (i >= f.participants) return null;
      return poseAt(areaCenter(i, f.participants), fitDistance(3, 2.6, f.aspect), 62 * (Math.PI / 180));
    default:
      return null;
  }
}

/** What 'follow' frames: the position or pile of the latest placement or monster, else the table. */
export function followTarget(view: GameView | null, recent: readonly GameEvent[]): string | null {
  if (!view || view.phase === 'ended') return null;
  for (let i = recent.length - 1; i >= 0; i--) {
    const e = recent[i]!;
    if (e.type === 'roundEnded' || e.type === 'roundStarted') return null;
    if (e.type === 'workerPlaced' || e.type === 'monsterAttacked' || e.type === 'monsterDefeated' || e.type === 'cardPlaced' || e.type === 'specialPlaced')
      return `pos:${e.pos}`;
    if (e.type === 'specialTaken') return `pile:${e.pile}`;
  }
  return null;
}

/** The table the store's view is laid out for, in the window's shape (read when the rig asks for a pose). */
export function currentFrame(view: GameView | null): TableFrame {
  const aspect = typeof window === 'undefined' || window.innerHeight === 0 ? 16 / 9 : window.innerWidth / window.innerHeight;
  return { mines: mineCount(view?.seatCount ?? 2), participants: view?.players.length ?? 2, aspect };
}

export function presetPose(mode: string, follow: string | null, f: TableFrame, mySeat: number | null): CameraPose {
  if (mode === 'mine') return zonePoseFor(`area:${mySeat ?? 0}`, f) ?? tablePoseFor(f);
  if (mode === 'follow') return (follow && zonePoseFor(follow, f)) || tablePoseFor(f);
  return (mode !== 'table' && zonePoseFor(mode, f)) || tablePoseFor(f);
}

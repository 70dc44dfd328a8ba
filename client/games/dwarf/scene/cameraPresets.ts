/**
 * DWARF's camera (pure but for `currentFrame`): the whole table framed for a wide screen (the shell's
 * rig refits it to any other, phones included, from `dwarfTableBounds`: client/scene/tableFit.ts), a
 * player's own area ('mine', the shell's "my area"), and the zones the 'follow' preset and the director
 * frame. A zone is a string:
 * `pos:<n>` (a mine position, 0-17), `pile:<n>` (a Special pile, 0-5), `mine:<m>` (a whole mine) or
 * `area:<who>` (a participant's area).
 */
import type { GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import type { CameraPose, TableBounds, Vec3 } from '../../../platform/gamePackage.js';
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
  return Math.max(byDepth, byWidth) * 0.98;
}

const tablePoses = new Map<string, CameraPose>();

/**
 * The whole table: one object per table size and shape (the shell's rig tells the table pose from a
 * preset's by identity, and refits only the table pose).
 */
export function tablePoseFor(f: TableFrame): CameraPose {
  const key = `${f.mines}/${f.participants}/${f.aspect.toFixed(3)}`;
  const cached = tablePoses.get(key);
  if (cached) return cached;
  const b = tableBounds(f.mines, f.participants);
  // Aimed a little nearer than the middle: the near side looks larger in perspective.
  const target: Vec3 = [(b.minX + b.maxX) / 2, 0, (b.minZ + b.maxZ) / 2 + 0.4];
  const pose = poseAt(target, fitDistance(b.maxX - b.minX, b.maxZ - b.minZ, f.aspect));
  tablePoses.set(key, pose);
  return pose;
}

/** A name tag (about 150 x 20 px, centred on an area's front edge) past the table's box, in CSS px. */
const NAME_TAG_REACH = { x: 40, y: 14 };

/**
 * What the whole-table view must show for `participants` (the automa too): every area with its name
 * tag, the mines, their piles and Mountains; the mines and the areas' inner halves clear of the HUD.
 */
export function dwarfTableBounds(participants: number): TableBounds {
  const mines = participants >= 4 ? 2 : 1;
  const b = tableBounds(mines, Math.max(1, participants));
  const all = { min: [b.minX, 0, b.minZ] as Vec3, max: [b.maxX, 0.6, b.maxZ] as Vec3 };
  // The areas stand beside the mines, where the HUD's side columns are: their inner halves (the
  // workers at home, the pieces nearest the mines) stay clear of them; the HUD's player panels repeat
  // the counts of the outer halves. Clearing all of them would shrink a 5-seat table past reading.
  const inner = areaCenter(0, Math.max(1, participants))[0];
  const clear = { min: [-Math.abs(inner), 0, b.minZ] as Vec3, max: [Math.abs(inner), 0.3, b.maxZ] as Vec3 };
  return { all, clear, labelReach: NAME_TAG_REACH };
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
    if (
      e.type === 'workerPlaced' ||
      e.type === 'monsterAttacked' ||
      e.type === 'monsterDefeated' ||
      e.type === 'cardPlaced' ||
      e.type === 'specialPlaced'
    )
      return `pos:${e.pos}`;
    if (e.type === 'specialTaken') return `pile:${e.pile}`;
  }
  return null;
}

/** The table the store's view is laid out for, framed for a wide screen (the rig refits the table pose to others). */
export function currentFrame(view: GameView | null): TableFrame {
  return { mines: mineCount(view?.seatCount ?? 2), participants: view?.players.length ?? 2, aspect: 16 / 9 };
}

export function presetPose(mode: string, follow: string | null, f: TableFrame, mySeat: number | null): CameraPose {
  if (mode === 'mine') return zonePoseFor(`area:${mySeat ?? 0}`, f) ?? tablePoseFor(f);
  if (mode === 'follow') return (follow && zonePoseFor(follow, f)) || tablePoseFor(f);
  return (mode !== 'table' && zonePoseFor(mode, f)) || tablePoseFor(f);
}

/**
 * Where things sit on DWARF's table (world units; 1 = a card's width). Pure, so it can be tested and
 * shared by every scene component. Axes: y up, the viewer at +z looking toward -z.
 *
 * One mine (1-3 seats) or two side by side (4-5): each mine's 3x3 stacks, its three Special piles in a
 * row behind it, its Mountain on its outer side; the discard pile beside the first mine (between the
 * mines at 4-5 seats); the players' areas in a column on each side, in clockwise order as seen from
 * above (up the left side, then down the right), so that the table is wider than deep like a screen.
 */
export type Vec3 = [number, number, number];

export const CARD_W = 1;
export const CARD_H = 1.4;
/** One card's thickness in a stack (thick enough that a stack's height shows its depth). */
export const CARD_T = 0.035;
/** Each card below the top one peeks out this far behind it (toward -z), so a stack shows its cards' edges. */
export const FAN_STEP = 0.055;

export const COL_PITCH = 1.22;
export const ROW_PITCH = 1.78;
/** Half the distance between the two mines' centres. */
const MINE_HALF_GAP = 2.65;
/** The mine's middle row. */
export const MINE_Z = -0.3;
const PILE_Z = MINE_Z - ROW_PITCH - 2.0;
/** The middle of the areas' columns (between the piles' row and the mine's last row). */
const AREAS_Z = MINE_Z - 0.75;

export const AREA_W = 2.2;
export const AREA_D = 1.85;
const AREA_GAP = 0.22;

export function mineCount(seatCount: number): number {
  return seatCount >= 4 ? 2 : 1;
}

export function mineCenterX(mine: number, mines: number): number {
  return mines === 1 ? 0 : (mine === 0 ? -1 : 1) * MINE_HALF_GAP;
}

/** Centre of a position's stack on the table (pos: mine * 9 + row * 3 + col). */
export function positionCenter(pos: number, mines: number): Vec3 {
  const mine = Math.floor(pos / 9);
  const row = Math.floor((pos % 9) / 3);
  const col = pos % 3;
  return [mineCenterX(mine, mines) + (col - 1) * COL_PITCH, 0, MINE_Z + (row - 1) * ROW_PITCH];
}

/** Centre of Special pile `pile` (0-2 behind the first mine, 3-5 behind the second). */
export function pileCenter(pile: number, mines: number): Vec3 {
  const mine = Math.floor(pile / 3);
  return [mineCenterX(mine, mines) + ((pile % 3) - 1) * COL_PITCH, 0, PILE_Z];
}

/** A mine's Mountain (face down), on the mine's outer side. */
export function mountainCenter(mine: number, mines: number): Vec3 {
  const side = mines === 1 ? -1 : mine === 0 ? -1 : 1;
  return [mineCenterX(mine, mines) + side * (COL_PITCH + 1.45), 0, MINE_Z - ROW_PITCH * 0.5];
}

/** The discard pile (face up): right of the single mine, or between the two mines. */
export function discardCenter(mines: number): Vec3 {
  return mines === 1 ? [COL_PITCH + 1.45, 0, MINE_Z - ROW_PITCH * 0.5] : [0, 0, MINE_Z - ROW_PITCH * 0.5];
}

/** How far the mines' cards reach on either side of the middle (Mountains, discard). */
function minesHalfWidth(mines: number): number {
  return Math.max(Math.abs(mountainCenter(mines - 1, mines)[0]), Math.abs(discardCenter(mines)[0])) + CARD_W / 2;
}

/**
 * Centre of a participant's area (0..count-1, the automa last): the first half up the left side (from
 * the front), the rest down the right side (from the back).
 */
export function areaCenter(who: number, count: number): Vec3 {
  const left = Math.ceil(count / 2);
  const onLeft = who < left;
  const column = onLeft ? left : count - left;
  // Row 0 is the front of the left column and the back of the right one.
  const row = onLeft ? who : who - left;
  const step = AREA_D + AREA_GAP;
  const z = onLeft ? AREAS_Z + ((column - 1) / 2 - row) * step : AREAS_Z + (row - (column - 1) / 2) * step;
  const x = minesHalfWidth(count >= 4 ? 2 : 1) + 0.4 + AREA_W / 2;
  return [onLeft ? -x : x, 0, z];
}

export const RESOURCE_ORDER = ['iron', 'gold', 'steel', 'artefacts', 'medals'] as const;

/** Where a resource's token stands in an area (its count label sits just right of it). */
export function resourceSpot(who: number, count: number, index: number): Vec3 {
  const [x, , z] = areaCenter(who, count);
  const colX = index < 3 ? -0.78 + index * 0.72 : -0.42 + (index - 3) * 0.84;
  const rowZ = index < 3 ? -0.05 : 0.55;
  return [x + colX, 0.02, z + rowZ];
}

/** Where a participant's unplaced worker `slot` (0-3) waits: along the back of its area. */
export function meepleHome(who: number, count: number, slot: number): Vec3 {
  const [x, , z] = areaCenter(who, count);
  return [x - 0.6 + slot * 0.4, 0.02, z - 0.58];
}

/** The first-player marker beside a participant's name. */
export function markerSpot(who: number, count: number): Vec3 {
  const [x, , z] = areaCenter(who, count);
  return [x + AREA_W / 2 - 0.28, 0.02, z - 0.6];
}

/** The box that holds everything on the table (for the camera and the table top); participants 0: the mines alone. */
export function tableBounds(mines: number, participants: number): { minX: number; maxX: number; minZ: number; maxZ: number } {
  const b = {
    minX: -minesHalfWidth(mines),
    maxX: minesHalfWidth(mines),
    minZ: PILE_Z - CARD_H / 2 - 0.2,
    maxZ: MINE_Z + ROW_PITCH + CARD_H / 2 + 0.3,
  };
  for (let who = 0; who < participants; who++) {
    const [x, , z] = areaCenter(who, participants);
    b.minX = Math.min(b.minX, x - AREA_W / 2);
    b.maxX = Math.max(b.maxX, x + AREA_W / 2);
    b.minZ = Math.min(b.minZ, z - AREA_D / 2);
    b.maxZ = Math.max(b.maxZ, z + AREA_D / 2 + 0.25);
  }
  return b;
}

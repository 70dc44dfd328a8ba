/**
 * Fits the whole-table pose to the screen (issue 41: phones in portrait cut the side players' areas,
 * landscape ones hid the board under the HUD). A game gives its table's bounds (GameCamera.tableBounds):
 * `all` must project inside the canvas and `clear` (the board) inside the part the HUD leaves free.
 * When the game's pose already shows them, it is kept as it is (desktops); otherwise the camera keeps
 * its direction, aims at the middle of what must be seen and moves back until everything fits, found
 * by bisection through the camera's real projection (its field of view, aspect and the view offset
 * ViewInsetFraming sets), so any screen and any HUD are handled alike.
 */
import * as THREE from 'three';
import type { Box3, CameraPose, TableBounds, Vec3 } from '../platform/gamePackage.js';
import type { ViewInsets } from '../state/viewInsets.js';

/** Kept free around what must be seen, in CSS pixels (name tags reach a little past an area's edge). */
export const FIT_MARGIN_PX = 8;
/** The farthest the fit moves the camera (world units): beyond it a table is too small to read anyway. */
const MAX_DISTANCE = 90;
/** The least free strip (CSS px) the fit frames the table in. */
const MIN_FREE_PX = 60;

interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function corners(b: Box3): THREE.Vector3[] {
  const out: THREE.Vector3[] = [];
  for (const x of [b.min[0], b.max[0]])
    for (const y of [b.min[1], b.max[1]]) for (const z of [b.min[2], b.max[2]]) out.push(new THREE.Vector3(x, y, z));
  return out;
}

/** A rectangle of the canvas in normalised device coordinates, `insets` and the margin left out. */
function ndcRect(width: number, height: number, insets: ViewInsets, margin: number, reach = { x: 0, y: 0 }): Rect {
  return {
    x0: -1 + (2 * (insets.left + margin + reach.x)) / width,
    x1: 1 - (2 * (insets.right + margin + reach.x)) / width,
    y0: -1 + (2 * (insets.bottom + margin + reach.y)) / height,
    y1: 1 - (2 * (insets.top + margin + reach.y)) / height,
  };
}

const scratchPoint = new THREE.Vector3();

function place(cam: THREE.PerspectiveCamera, target: THREE.Vector3, dir: THREE.Vector3, distance: number): void {
  cam.position.copy(target).addScaledVector(dir, distance);
  cam.lookAt(target);
  cam.updateMatrixWorld(true);
}

/** The projected extent of `points` (NDC), or null when one is behind the camera. */
function extent(cam: THREE.PerspectiveCamera, points: readonly THREE.Vector3[]): Rect | null {
  const r = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
  for (const p of points) {
    scratchPoint.copy(p).project(cam);
    if (scratchPoint.z > 1 || scratchPoint.z < -1) return null;
    r.x0 = Math.min(r.x0, scratchPoint.x);
    r.x1 = Math.max(r.x1, scratchPoint.x);
    r.y0 = Math.min(r.y0, scratchPoint.y);
    r.y1 = Math.max(r.y1, scratchPoint.y);
  }
  return r;
}

const inside = (e: Rect | null, r: Rect) => e !== null && e.x0 >= r.x0 && e.x1 <= r.x1 && e.y0 >= r.y0 && e.y1 <= r.y1;

export interface FitInput {
  pose: CameraPose;
  bounds: TableBounds;
  /** The canvas's camera (its fov, aspect and view offset are used; it is not moved). */
  camera: THREE.PerspectiveCamera;
  width: number;
  height: number;
  /** What the HUD covers on each side (CSS pixels). */
  insets: ViewInsets;
  margin?: number;
}

/**
 * The table pose re-aimed and moved until the bounds fit; `pose` itself when they already do. `all`
 * must be inside the screen (a HUD panel may lie over a player's area: a phone has too little room
 * for both), `clear` inside the part no inset covers.
 */
export function fitTablePose({ pose, bounds, camera, width, height, insets, margin = FIT_MARGIN_PX }: FitInput): CameraPose {
  if (width <= 0 || height <= 0) return pose;
  const cam = camera.clone();
  cam.updateProjectionMatrix();
  const all = corners(bounds.all);
  const clear = bounds.clear ? corners(bounds.clear) : all;
  // A HUD that leaves no usable strip across an axis is not framed around on that axis.
  const across = width - insets.left - insets.right >= MIN_FREE_PX;
  const down = height - insets.top - insets.bottom >= MIN_FREE_PX;
  const left = across ? insets.left : 0;
  const right = across ? insets.right : 0;
  const top = down ? insets.top : 0;
  const bottom = down ? insets.bottom : 0;
  const screen = ndcRect(width, height, { left: 0, right: 0, top: 0, bottom: 0 }, margin, bounds.labelReach);
  const free = ndcRect(width, height, { left, right, top, bottom }, margin);
  const fits = (target: THREE.Vector3, dir: THREE.Vector3, d: number) => {
    place(cam, target, dir, d);
    return inside(extent(cam, all), screen) && inside(extent(cam, clear), free);
  };
  const target = new THREE.Vector3(...pose.target);
  const offset = new THREE.Vector3(...pose.position).sub(target);
  const base = offset.length();
  const dir = offset.normalize();
  if (fits(target, dir, base)) return pose;

  // The board centred in the free part (or nearer the middle of the screen, whichever lets the camera
  // come closest), aimed anew for each distance tried.
  const mid = new THREE.Vector3(
    (bounds.all.min[0] + bounds.all.max[0]) / 2,
    bounds.all.min[1],
    (bounds.all.min[2] + bounds.all.max[2]) / 2,
  );
  let best: CameraPose | null = null;
  let bestDistance = Infinity;
  for (const blend of [0, 0.5, 1]) {
    const goal = {
      x: (free.x0 + free.x1) / 2 + blend * ((screen.x0 + screen.x1) / 2 - (free.x0 + free.x1) / 2),
      y: (free.y0 + free.y1) / 2,
    };
    const aimed = new THREE.Vector3();
    const fitsAimed = (d: number) => {
      aimed.copy(mid);
      centre(cam, aimed, dir, d, clear, goal);
      return fits(aimed, dir, d);
    };
    const d = nearestFit(fitsAimed, base);
    if (d < bestDistance) {
      fitsAimed(d);
      bestDistance = d;
      best = { position: aimed.clone().addScaledVector(dir, d).toArray() as Vec3, target: aimed.toArray() as Vec3 };
    }
  }
  return best ?? pose;
}

const rightAxis = new THREE.Vector3();
const alongAxis = new THREE.Vector3();

/** Moves `target` across the view (the camera `distance` back along `dir`) until `points` are centred on `goal` (NDC). */
function centre(
  cam: THREE.PerspectiveCamera,
  target: THREE.Vector3,
  dir: THREE.Vector3,
  distance: number,
  points: readonly THREE.Vector3[],
  goal: { x: number; y: number },
): void {
  for (let pass = 0; pass < 3; pass++) {
    place(cam, target, dir, distance);
    const e = extent(cam, points);
    if (!e) return;
    const dx = goal.x - (e.x0 + e.x1) / 2;
    const dy = goal.y - (e.y0 + e.y1) / 2;
    if (Math.abs(dx) < 0.002 && Math.abs(dy) < 0.002) return;
    rightAxis.setFromMatrixColumn(cam.matrixWorld, 0);
    // Along the table, away from the viewer.
    alongAxis.set(-dir.x, 0, -dir.z).normalize();
    // Moving the camera and its aim by v moves what it sees by minus what v moves a point.
    const px = ndcPerUnit(cam, target, rightAxis, 'x');
    const py = ndcPerUnit(cam, target, alongAxis, 'y');
    const sx = px !== 0 ? -dx / px : 0;
    const sy = py !== 0 ? -dy / py : 0;
    target.addScaledVector(rightAxis, sx).addScaledVector(alongAxis, sy);
  }
}

/** NDC moved per world unit along `axis` at the target, in x or y. */
function ndcPerUnit(cam: THREE.PerspectiveCamera, target: THREE.Vector3, axis: THREE.Vector3, c: 'x' | 'y'): number {
  const a = target.clone().project(cam)[c];
  const b = target.clone().add(axis).project(cam)[c];
  return b - a;
}

/** The nearest distance at which everything fits, searched from `from` (bisection; MAX_DISTANCE if none). */
function nearestFit(fits: (distance: number) => boolean, from: number): number {
  let lo = from * 0.4;
  let hi = from;
  while (!fits(hi)) {
    lo = hi;
    hi *= 1.4;
    if (hi >= MAX_DISTANCE) return MAX_DISTANCE;
  }
  for (let i = 0; i < 24 && hi - lo > 0.02; i++) {
    const m = (lo + hi) / 2;
    if (fits(m)) hi = m;
    else lo = m;
  }
  return hi;
}

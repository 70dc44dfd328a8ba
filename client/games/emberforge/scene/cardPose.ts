/**
 * The geometry the card layout is built from (pure): rotations as quaternions, how far cards lean or
 * tilt, a fan of cards and a point in a tilted plane of a seat's area.
 */
import { Euler, Quaternion } from 'three';
import { toWorld, type SeatFrame, type Vec3 } from './layout.js';

export type Quat = [number, number, number, number];

const q = new Quaternion();
const e = new Euler();

export function quat(...parts: Quaternion[]): Quat {
  q.identity();
  for (const p of parts) q.multiply(p);
  return [q.x, q.y, q.z, q.w];
}
export const rotY = (a: number) => new Quaternion().setFromEuler(e.set(0, a, 0));
export const rotX = (a: number) => new Quaternion().setFromEuler(e.set(a, 0, 0));
export const rotZ = (a: number) => new Quaternion().setFromEuler(e.set(0, 0, a));

/** Face up, lying flat, top of the card away from the viewer. */
export const FLAT_UP = -Math.PI / 2;
/** Hand fan: angle of the card plane with the table (0 = flat, 90 deg = standing). */
export const HAND_TILT = (34 * Math.PI) / 180;
/** Forged weapons lean back on their stands: mine a little, opponents' more (they face the centre, seen from above). */
export const FORGED_LEAN = 0.16;
export const FORGED_LEAN_OPPONENT = 0.42;

/** Positions in the plane of a fan of `count` cards: x, y (in-plane) and angle. */
export function fanSlots(count: number, radius: number, maxStep: number, maxSpread: number): { x: number; y: number; angle: number }[] {
  const step = count > 1 ? Math.min(maxStep, maxSpread / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => {
    const angle = (i - (count - 1) / 2) * step;
    return { x: Math.sin(angle) * radius, y: Math.cos(angle) * radius - radius, angle };
  });
}

export function inPlane(frame: SeatFrame, origin: Vec3, tilt: number, px: number, py: number, pn: number): Vec3 {
  // plane axes in local area coordinates: right (1,0,0), up (0, sin t, -cos t), normal (0, cos t, sin t)
  const s = Math.sin(tilt);
  const c = Math.cos(tilt);
  return toWorld(frame, [origin[0] + px, origin[1] + py * s + pn * c, origin[2] - py * c + pn * s]);
}

/**
 * Frames the table in the part of the canvas the HUD leaves free: the camera's whole picture is
 * scaled into that free rectangle and centred on it (PerspectiveCamera.setViewOffset), so the
 * bottom action panel and the side columns no longer cover the local player's area or a side seat.
 * Picking stays right: the raycaster projects through the same offset projection matrix.
 * The camera frames held insets (insetHold.ts), so it does not move when a HUD panel changes height.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import * as THREE from 'three';
import { useFraming, useViewInsets, type ViewInsets } from '../state/viewInsets.js';
import { holdInsets, type Held } from './insetHold.js';

/** The picture never shrinks below this share of the canvas (tiny windows keep a usable table). */
const MIN_SCALE = 0.62;

/** Scales the camera's whole picture into the part of a w x h canvas that `insets` leave free, centred on it (projection not updated). */
export function setInsetViewOffset(camera: THREE.PerspectiveCamera, w: number, h: number, insets: ViewInsets): void {
  const free = {
    left: Math.min(insets.left, w * 0.4),
    right: Math.min(insets.right, w * 0.4),
    top: Math.min(insets.top, h * 0.3),
    bottom: Math.min(insets.bottom, h * 0.45),
  };
  const freeW = w - free.left - free.right;
  const freeH = h - free.top - free.bottom;
  const none = free.left + free.right + free.top + free.bottom === 0;
  if (none) camera.clearViewOffset();
  else {
    // Wide tables fit by width more than by height: weigh the width's share more.
    const scale = Math.min(1, Math.max(MIN_SCALE, Math.min(freeW / w + 0.06, freeH / h + 0.12)));
    const fullW = w * scale;
    const fullH = h * scale;
    const cx = free.left + freeW / 2;
    const cy = free.top + freeH / 2;
    camera.setViewOffset(fullW, fullH, fullW / 2 - cx, fullH / 2 - cy, w, h);
  }
}

export default function ViewInsetFraming() {
  const measured = useViewInsets((s) => s.insets);
  const measuredAt = useViewInsets((s) => s.measuredAt);
  const held = useRef<Held | null>(null);
  const framed = useRef<THREE.Camera | null>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    if (!(camera instanceof THREE.PerspectiveCamera) || size.width === 0 || size.height === 0) return;
    const { width: w, height: h } = size;
    const previous = held.current;
    // The canvas was resized and the HUD's insets are still those of the layout before: wait for its
    // new measurement (holding the old one would keep a panel's old reach for this size).
    const resized = previous !== null && (previous.width !== w || previous.height !== h);
    if (resized && measuredAt && measuredAt.width === previous.width && measuredAt.height === previous.height) return;
    held.current = holdInsets(previous, measured, w, h);
    if (held.current === previous && framed.current === camera) return;
    framed.current = camera;
    const insets = held.current.insets;
    setInsetViewOffset(camera, w, h, insets);
    camera.updateProjectionMatrix();
    useFraming.getState().setFraming({ width: w, height: h, insets });
    invalidate();
  }, [camera, size, measured, measuredAt, invalidate]);
  return null;
}

/**
 * Emberforge's whole-table view on phones (issue 41): fitted with the platform's fitTablePose to the
 * table's bounds, every player's mat is inside the screen and the board clear of the HUD, at each
 * phone size and seat count; the game's own pose, unfitted, cuts the side seats in portrait. A desktop
 * keeps the game's pose.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import type { Box3, CameraPose } from '../../../platform/gamePackage.js';
import { fitTablePose } from '../../../scene/tableFit.js';
import { holdInsets } from '../../../scene/insetHold.js';
import { setInsetViewOffset } from '../../../scene/ViewInsetFraming.js';
import type { ViewInsets } from '../../../state/viewInsets.js';
import { TABLE_POSE, tableBounds } from './cameraPresets.js';

/**
 * The HUD a phone player has at a 4-seat practice table's first placement (measured in Chromium: the
 * top bar, the standings and the hint with the guided round's offer; the action panel or, in
 * landscape, the sheet's tabs under the table and the panel on its right).
 */
const PHONES: { w: number; h: number; insets: ViewInsets }[] = [
  { w: 390, h: 844, insets: { left: 0, right: 0, top: 340, bottom: 257 } },
  { w: 360, h: 740, insets: { left: 0, right: 0, top: 381, bottom: 216 } },
  { w: 844, h: 390, insets: { left: 0, right: 364, top: 137, bottom: 46 } },
  { w: 667, h: 375, insets: { left: 0, right: 311, top: 161, bottom: 46 } },
];

/** The canvas's camera as ViewInsetFraming sets it: the picture scaled into the part the HUD leaves free. */
function canvasCamera(w: number, h: number, insets: ViewInsets): THREE.PerspectiveCamera {
  const cam = new THREE.PerspectiveCamera(45, w / h, 0.5, 120);
  setInsetViewOffset(cam, w, h, insets);
  cam.updateProjectionMatrix();
  return cam;
}

function projected(pose: CameraPose, box: Box3, w: number, h: number, insets: ViewInsets = { left: 0, right: 0, top: 0, bottom: 0 }) {
  const cam = canvasCamera(w, h, insets);
  cam.position.set(...pose.position);
  cam.lookAt(new THREE.Vector3(...pose.target));
  cam.updateMatrixWorld(true);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const x of [box.min[0], box.max[0]])
    for (const y of [box.min[1], box.max[1]])
      for (const z of [box.min[2], box.max[2]]) {
        const p = new THREE.Vector3(x, y, z).project(cam);
        xs.push(((p.x + 1) / 2) * w);
        ys.push(((1 - p.y) / 2) * h);
      }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe("Emberforge's table fitted to a phone", () => {
  for (const seats of [2, 3, 4])
    for (const { w, h, insets: measured } of PHONES)
      it(`${seats} seats at ${w}x${h}: every mat on the screen, the board clear of the HUD`, () => {
        // The camera frames the held insets (rounded up a step: insetHold.ts), as ViewInsetFraming does.
        const insets = holdInsets(null, measured, w, h).insets;
        const bounds = tableBounds(seats);
        const pose = fitTablePose({ pose: TABLE_POSE, bounds, camera: canvasCamera(w, h, insets), width: w, height: h, insets });
        const all = projected(pose, bounds.all, w, h, insets);
        expect(all.left).toBeGreaterThanOrEqual(0);
        expect(all.right).toBeLessThanOrEqual(w);
        expect(all.top).toBeGreaterThanOrEqual(0);
        expect(all.bottom).toBeLessThanOrEqual(h);
        const board = projected(pose, bounds.clear!, w, h, insets);
        expect(board.left).toBeGreaterThanOrEqual(insets.left);
        expect(board.right).toBeLessThanOrEqual(w - insets.right);
        expect(board.top).toBeGreaterThanOrEqual(insets.top);
        expect(board.bottom).toBeLessThanOrEqual(h - insets.bottom);
        // The board is not a speck: at least a fifth of the free width or height.
        expect(
          Math.max(
            (board.right - board.left) / (w - insets.left - insets.right),
            (board.bottom - board.top) / (h - insets.top - insets.bottom),
          ),
        ).toBeGreaterThan(0.2);
      });

  it("the game's pose alone cuts the side seats in portrait; a desktop keeps it", () => {
    const phone = PHONES[0]!;
    const portrait = projected(TABLE_POSE, tableBounds(4).all, phone.w, phone.h, phone.insets);
    expect(portrait.left).toBeLessThan(0);
    expect(portrait.right).toBeGreaterThan(phone.w);
    const insets = { left: 300, right: 320, top: 90, bottom: 200 };
    const desk = fitTablePose({
      pose: TABLE_POSE,
      bounds: tableBounds(4),
      camera: canvasCamera(1920, 1080, insets),
      width: 1920,
      height: 1080,
      insets,
    });
    expect(desk).toBe(TABLE_POSE);
  });
});

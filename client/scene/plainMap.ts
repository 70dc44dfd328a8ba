/**
 * A 1×1 white texture for the table's untextured standard materials (the board's rim, the table's
 * edge, the forgemaster's token, the padlock). Drawn with it they look the same, and they share the
 * textured materials' shader program instead of needing one of their own: one program fewer to
 * compile before the table's first frame (each costs 20-40 ms on a software renderer).
 */
import * as THREE from 'three';

export const PLAIN_MAP = new THREE.DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
PLAIN_MAP.colorSpace = THREE.SRGBColorSpace;
PLAIN_MAP.needsUpdate = true;

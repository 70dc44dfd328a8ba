/**
 * The five resources' pieces, each its own shape so that they are told apart without colour (the same
 * shapes as on the cards and in the HUD): iron a cube, gold a faceted nugget, steel an ingot (a
 * trapezoid bar), artefacts a chalice, medals a disc with a raised rim. Each stands on y = 0.
 */
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Resource } from '../../../../shared/games/dwarf/index.js';
import { RESOURCE_COLORS } from './cardIcons.js';

export function resourceGeometry(res: Resource): THREE.BufferGeometry {
  switch (res) {
    case 'iron':
      return new THREE.BoxGeometry(0.24, 0.24, 0.24).translate(0, 0.12, 0);
    case 'gold': {
      const g = new THREE.OctahedronGeometry(0.17, 0);
      g.scale(1, 0.8, 1);
      return g.translate(0, 0.14, 0);
    }
    case 'steel': {
      // Four sides, wider at the bottom, stretched into a bar.
      const g = new THREE.CylinderGeometry(0.1, 0.16, 0.13, 4, 1);
      g.rotateY(Math.PI / 4);
      g.scale(1.7, 1, 0.8);
      return g.translate(0, 0.065, 0);
    }
    case 'artefacts': {
      const profile = [
        [0.0, 0.0],
        [0.13, 0.0],
        [0.13, 0.03],
        [0.04, 0.06],
        [0.035, 0.16],
        [0.07, 0.19],
        [0.14, 0.27],
        [0.155, 0.36],
        [0.13, 0.36],
        [0.11, 0.29],
        [0.0, 0.25],
      ].map(([x, y]) => new THREE.Vector2(x, y));
      return new THREE.LatheGeometry(profile, 16);
    }
    case 'medals': {
      // A disc with a raised rim, leaning back on its edge so that its face shows (a cup's rim, seen from above, would be a circle too).
      const disc = new THREE.CylinderGeometry(0.15, 0.15, 0.04, 24).toNonIndexed();
      const rim = new THREE.TorusGeometry(0.15, 0.025, 6, 24)
        .rotateX(Math.PI / 2)
        .translate(0, 0.02, 0)
        .toNonIndexed();
      const g = mergeGeometries([disc, rim])!;
      g.rotateX(Math.PI / 2.6);
      return g.translate(0, 0.16, 0);
    }
  }
}

export const RESOURCE_FINISH: Record<Resource, THREE.MeshStandardMaterialParameters> = {
  // Little metalness: the table has no bright surroundings to reflect, and metal would read as black.
  iron: { color: '#8c939c', metalness: 0.3, roughness: 0.55, emissive: '#1c1f24' },
  gold: { color: RESOURCE_COLORS.gold, metalness: 0.35, roughness: 0.35, emissive: '#4a3300' },
  steel: { color: '#b9d4ee', metalness: 0.35, roughness: 0.3, emissive: '#1d2a38' },
  // One-sided like the rest: the chalice's profile runs from the axis to the axis, a closed surface whose
  // front faces all look outward (a double-sided material was a shader program of its own in the first frame).
  artefacts: { color: '#b77ef0', metalness: 0.25, roughness: 0.35, emissive: '#2a1040' },
  medals: { color: '#ef9a38', metalness: 0.3, roughness: 0.35, emissive: '#3a1c00' },
};

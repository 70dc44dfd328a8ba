import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../shared/games/dwarf/engine/constants.js';
import { RESOURCE_FINISH, resourceGeometry } from './resourceShapes.js';

/** The volume a triangle mesh encloses, signed: positive when its front faces (counter-clockwise) look outward. */
function signedVolume(g: THREE.BufferGeometry): number {
  const pos = g.getAttribute('position');
  const index = g.getIndex();
  const count = index ? index.count : pos.count;
  const at = (i: number) => new THREE.Vector3().fromBufferAttribute(pos, index ? index.getX(i) : i);
  let v = 0;
  for (let i = 0; i < count; i += 3) v += at(i).dot(at(i + 1).cross(at(i + 2))) / 6;
  return v;
}

describe("DWARF's resource pieces", () => {
  it('are drawn one-sided, each a surface whose front faces look outward', () => {
    for (const res of RESOURCES) {
      expect(RESOURCE_FINISH[res].side ?? THREE.FrontSide, res).toBe(THREE.FrontSide);
      expect(signedVolume(resourceGeometry(res)), res).toBeGreaterThan(0);
    }
  });
});

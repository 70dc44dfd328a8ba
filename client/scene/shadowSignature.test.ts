import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { shadowSignature } from './ShadowOnDemand.js';

function scene() {
  const s = new THREE.Scene();
  const group = new THREE.Group();
  const caster = new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial());
  caster.castShadow = true;
  group.add(caster);
  const cards = new THREE.InstancedMesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial(), 4);
  cards.castShadow = true;
  s.add(group, cards);
  return { s, group, caster, cards };
}

describe('shadowSignature (the shadow map is redrawn only when it changes)', () => {
  it('stays the same while nothing moves', () => {
    const { s } = scene();
    expect(shadowSignature(s)).toBe(shadowSignature(s));
  });

  it('changes when a caster or one of its ancestors moves, turns or hides', () => {
    const { s, group, caster } = scene();
    const before = shadowSignature(s);
    caster.position.x += 0.01;
    const moved = shadowSignature(s);
    expect(moved).not.toBe(before);
    group.rotation.y = 0.3;
    group.updateMatrix();
    const turned = shadowSignature(s);
    expect(turned).not.toBe(moved);
    caster.visible = false;
    expect(shadowSignature(s)).not.toBe(turned);
  });

  it('changes when an instanced caster writes new instance matrices', () => {
    const { s, cards } = scene();
    const before = shadowSignature(s);
    cards.setMatrixAt(0, new THREE.Matrix4().makeTranslation(1, 0, 0));
    cards.instanceMatrix.needsUpdate = true;
    expect(shadowSignature(s)).not.toBe(before);
    const after = shadowSignature(s);
    cards.count = 2;
    expect(shadowSignature(s)).not.toBe(after);
  });
});

/**
 * One geometry and one material for every card on the table (a single instanced draw call): a thin
 * box whose front samples the card's atlas slot, whose back samples the common back, whose edges are
 * paper. Per instance: aSlot (atlas slot of the face) and aGlow (0 none, 1 pickable, 2 selected,
 * above 2 a forging flash).
 */
import * as THREE from 'three';
import { ATLAS_COLS, ATLAS_ROWS, BACK_SLOT, CELL_H, CELL_MARGIN, CELL_W, EDGE_SLOT } from './cardFaceTexture.js';
import { CARD_H, CARD_T, CARD_W } from './layout.js';

export function createCardGeometry(): THREE.BufferGeometry {
  const g = new THREE.BoxGeometry(CARD_W, CARD_H, CARD_T);
  // BoxGeometry faces in order +x, -x, +y, -y, +z, -z, 4 vertices each.
  const side = new Float32Array(24);
  for (let v = 0; v < 24; v++) side[v] = v >= 16 && v < 20 ? 0 : v >= 20 ? 1 : 2;
  g.setAttribute('aSide', new THREE.BufferAttribute(side, 1));
  g.clearGroups();
  return g;
}

export interface CardMaterialUniforms {
  uTime: { value: number };
}

export function createCardMaterial(map: THREE.Texture): { material: THREE.MeshStandardMaterial; uniforms: CardMaterialUniforms } {
  const uniforms: CardMaterialUniforms = { uTime: { value: 0 } };
  // The rounded corners are cut by a discard of our own rather than three's alphaTest: with alphaTest the
  // shadow pass copies the map and the test into a depth program of the cards' own, which samples the
  // atlas with the box's plain UVs (not the card's slot); without it the cards cast their box's
  // shadow through the depth program every other instanced caster uses.
  const material = new THREE.MeshStandardMaterial({ map, roughness: 0.62, metalness: 0.02 });
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uTime = uniforms.uTime;
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute float aSide;
attribute float aSlot;
attribute float aGlow;
varying float vGlow;
varying vec2 vCardUv;
varying float vSide;`,
      )
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
{
  float slotIdx = aSide < 0.5 ? aSlot : (aSide < 1.5 ? ${BACK_SLOT.toFixed(1)} : ${EDGE_SLOT.toFixed(1)});
  vec2 cellXY = vec2(mod(slotIdx, ${ATLAS_COLS.toFixed(1)}), floor(slotIdx / ${ATLAS_COLS.toFixed(1)} + 0.001));
  vec2 cardUv = aSide > 1.5 ? vec2(0.5) : uv;
  float innerW = ${(CELL_W - 2 * CELL_MARGIN).toFixed(1)};
  float innerH = ${(CELL_H - 2 * CELL_MARGIN).toFixed(1)};
  vMapUv = vec2(
    (cellXY.x * ${CELL_W.toFixed(1)} + ${CELL_MARGIN.toFixed(1)} + cardUv.x * innerW) / ${(ATLAS_COLS * CELL_W).toFixed(1)},
    1.0 - (cellXY.y * ${CELL_H.toFixed(1)} + ${CELL_MARGIN.toFixed(1)} + (1.0 - cardUv.y) * innerH) / ${(ATLAS_ROWS * CELL_H).toFixed(1)});
  vGlow = aGlow;
  vCardUv = uv;
  vSide = aSide;
}`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <alphatest_fragment>', '#include <alphatest_fragment>\nif (diffuseColor.a < 0.5) discard;')
      .replace(
        '#include <common>',
        `#include <common>
uniform float uTime;
varying float vGlow;
varying vec2 vCardUv;
varying float vSide;`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
if (vGlow > 0.01) {
  vec2 d = min(vCardUv, 1.0 - vCardUv) * vec2(${CARD_W.toFixed(2)}, ${CARD_H.toFixed(2)});
  float edge = min(d.x, d.y);
  float rim = 1.0 - smoothstep(0.0, 0.055, edge);
  float pulse = 0.75 + 0.25 * sin(uTime * 4.0);
  vec3 gold = vec3(1.0, 0.62, 0.18);
  float sel = step(1.5, vGlow);
  float flash = max(vGlow - 2.0, 0.0);
  totalEmissiveRadiance += gold * rim * (vSide < 1.5 ? 1.0 : 0.0) * (1.5 * pulse + sel * 1.2);
  totalEmissiveRadiance += gold * 0.03 * min(vGlow, 2.0) + vec3(1.0, 0.75, 0.4) * flash * 0.55;
}`,
      );
  };
  material.customProgramCacheKey = () => 'emberforge-card-v2';
  return { material, uniforms };
}

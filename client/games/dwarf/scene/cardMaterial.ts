/**
 * One geometry and one material for every DWARF card on the table (a single instanced draw call): a
 * thin box whose top samples the card's atlas slot, whose bottom samples the back, whose edges are
 * paper. Per instance: aSlot (the atlas slot), aGlow (0 none, 1 offered to the player: a gold rim,
 * 2 under the pointer: a brighter one) and aFlash (a monster's attack, red, or a defence, gold: 0..1).
 */
import * as THREE from 'three';
import { ATLAS_COLS, ATLAS_ROWS, BACK_SLOT, CELL_H, CELL_W, EDGE_SLOT } from './cardFaceTexture.js';
import { CARD_H, CARD_T, CARD_W } from './layout.js';

export function createCardGeometry(max: number): THREE.BufferGeometry {
  const g = new THREE.BoxGeometry(CARD_W, CARD_H, CARD_T);
  // BoxGeometry's faces in order +x, -x, +y, -y, +z, -z, 4 vertices each: +z is the face, -z the back.
  const side = new Float32Array(24);
  for (let v = 0; v < 24; v++) side[v] = v >= 16 && v < 20 ? 0 : v >= 20 ? 1 : 2;
  g.setAttribute('aSide', new THREE.BufferAttribute(side, 1));
  g.clearGroups();
  // Lying on the table, face up.
  g.rotateX(-Math.PI / 2);
  g.setAttribute('aSlot', new THREE.InstancedBufferAttribute(new Float32Array(max), 1));
  g.setAttribute('aGlow', new THREE.InstancedBufferAttribute(new Float32Array(max), 1));
  g.setAttribute('aFlash', new THREE.InstancedBufferAttribute(new Float32Array(max), 1));
  return g;
}

export function createCardMaterial(map: THREE.Texture): THREE.MeshStandardMaterial {
  const material = new THREE.MeshStandardMaterial({ map, roughness: 0.66, metalness: 0.02 });
  const pad = 3;
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
attribute float aSide;
attribute float aSlot;
attribute float aGlow;
attribute float aFlash;
varying float vGlow;
varying float vFlash;
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
  vMapUv = vec2(
    (cellXY.x * ${CELL_W.toFixed(1)} + ${pad.toFixed(1)} + cardUv.x * ${(CELL_W - 2 * pad).toFixed(1)}) / ${(ATLAS_COLS * CELL_W).toFixed(1)},
    1.0 - (cellXY.y * ${CELL_H.toFixed(1)} + ${pad.toFixed(1)} + (1.0 - cardUv.y) * ${(CELL_H - 2 * pad).toFixed(1)}) / ${(ATLAS_ROWS * CELL_H).toFixed(1)});
  vGlow = aGlow;
  vFlash = aFlash;
  vCardUv = uv;
  vSide = aSide;
}`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
varying float vGlow;
varying float vFlash;
varying vec2 vCardUv;
varying float vSide;`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
if (vGlow > 0.01 && vSide < 0.5) {
  vec2 d = min(vCardUv, 1.0 - vCardUv) * vec2(${CARD_W.toFixed(2)}, ${CARD_H.toFixed(2)});
  float rim = 1.0 - smoothstep(0.0, 0.07, min(d.x, d.y));
  totalEmissiveRadiance += vec3(1.0, 0.66, 0.2) * rim * (vGlow > 1.5 ? 2.6 : 1.4) + vec3(1.0, 0.8, 0.5) * (vGlow > 1.5 ? 0.12 : 0.0);
}
if (abs(vFlash) > 0.01) {
  totalEmissiveRadiance += (vFlash > 0.0 ? vec3(1.0, 0.75, 0.25) : vec3(1.0, 0.08, 0.04)) * abs(vFlash) * 0.9;
}`,
      );
  };
  material.customProgramCacheKey = () => 'dwarf-card-v1';
  return material;
}

/**
 * Each participant's area in front of the mines: a mat edged in the player's colour (two instanced
 * draw calls for all of them), the name with the colour's shape, and each resource's count beside its
 * pieces (ResourceTokens).
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { whiteInstanceColors } from '../../../scene/instanceColors.js';
import SceneHtml from '../../../scene/SceneHtml.js';
import { useT } from '../i18n/texts.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { AREA_D, AREA_W, RESOURCE_ORDER, areaCenter, resourceSpot } from './layout.js';
import { PILL } from './labelStyle.js';
import { playerHex, playerMark } from './playerColors.js';
import { useCompactTable } from './useCompactTable.js';

const MAX = 6;
const MAT_COLOR = '#2a211b';

function Mats({ colors }: { colors: string[] }) {
  const edge = useRef<THREE.InstancedMesh>(null);
  const mat = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const edgeMaterial = useMemo(() => new THREE.MeshStandardMaterial({ roughness: 0.7 }), []);
  // The mat's colour per instance, like the edge's: both share one shader program (issue 41: the first
  // frame waits for at most four).
  const matMaterial = useMemo(() => new THREE.MeshStandardMaterial({ roughness: 0.9 }), []);
  useLayoutEffect(() => {
    for (const im of [edge.current, mat.current]) if (im) whiteInstanceColors(im, MAX);
    const m = new THREE.Matrix4();
    const c = new THREE.Color();
    colors.forEach((color, who) => {
      const [x, , z] = areaCenter(who, colors.length);
      edge.current?.setMatrixAt(who, m.makeTranslation(x, 0.01, z));
      edge.current?.setColorAt(who, c.set(playerHex(color)));
      mat.current?.setMatrixAt(who, m.makeTranslation(x, 0.02, z));
      mat.current?.setColorAt(who, c.set(MAT_COLOR));
    });
    for (const im of [edge.current, mat.current]) {
      if (!im) continue;
      im.count = colors.length;
      im.instanceMatrix.needsUpdate = true;
      if (im.instanceColor) im.instanceColor.needsUpdate = true;
      im.boundingSphere = null;
    }
    invalidate();
  }, [colors, invalidate]);
  return (
    <>
      <instancedMesh ref={edge} args={[undefined, edgeMaterial, MAX]} receiveShadow frustumCulled={false}>
        <boxGeometry args={[AREA_W, 0.02, AREA_D]} />
      </instancedMesh>
      <instancedMesh ref={mat} args={[undefined, matMaterial, MAX]} receiveShadow frustumCulled={false}>
        <boxGeometry args={[AREA_W - 0.12, 0.02, AREA_D - 0.12]} />
      </instancedMesh>
    </>
  );
}

export default function PlayerAreas() {
  const players = useViewSlice((v) => v.players.map((p) => ({ name: p.name, color: p.color, res: p.res })));
  const colors = useMemo(() => players?.map((p) => p.color) ?? [], [players]);
  const t = useT();
  const compact = useCompactTable();
  if (!players) return null;
  return (
    <>
      <Mats colors={colors} />
      {players.map((p, who) => {
        const [x, , z] = areaCenter(who, players.length);
        return (
          <group key={who}>
            <SceneHtml position={[x, 0.05, z + AREA_D / 2 - 0.05]} center>
              <div
                data-dwarf-area={who}
                style={{
                  ...PILL,
                  borderColor: playerHex(p.color),
                  maxWidth: compact ? 90 : 150,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  ...(compact ? { font: '700 10px system-ui, sans-serif', lineHeight: '13px', padding: '0 4px' } : {}),
                }}
              >
                <span style={{ color: playerHex(p.color) }}>{playerMark(p.color)}</span> {p.name}
              </div>
            </SceneHtml>
            {!compact &&
              RESOURCE_ORDER.map((res, i) => {
                const [rx, , rz] = resourceSpot(who, players.length, i);
                return (
                  <SceneHtml key={res} position={[rx + 0.26, 0.05, rz + 0.08]} center>
                    <div
                      title={t(`dwarf.res.${res}`)}
                      data-dwarf-res={`${who}:${res}`}
                      style={{ ...PILL, padding: '0 5px', opacity: p.res[res] === 0 ? 0.55 : 1 }}
                    >
                      {p.res[res]}
                    </div>
                  </SceneHtml>
                );
              })}
          </group>
        );
      })}
    </>
  );
}

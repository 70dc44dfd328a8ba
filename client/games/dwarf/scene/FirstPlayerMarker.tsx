/** The first-player marker: a golden crown in the first player's area, sliding to the next when it passes. */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import SceneHtml from '../../../scene/SceneHtml.js';
import { easeInOutCubic, nowMs, tweenProgress } from '../../../scene/tween.js';
import { useUiStore } from '../../../state/uiStore.js';
import { useT } from '../i18n/texts.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { createCrownGeometry } from './firstPlayerMarker.js';
import { markerSpot } from './layout.js';
import { PILL } from './labelStyle.js';
import { useCompactTable } from './useCompactTable.js';

export default function FirstPlayerMarker() {
  const v = useViewSlice((view) => ({ first: view.firstPlayer, count: view.players.length }));
  const t = useT();
  const invalidate = useThree((s) => s.invalidate);
  const compact = useCompactTable();
  const group = useRef<THREE.Group>(null);
  const geometry = useMemo(() => createCrownGeometry(), []);
  const material = useMemo(
    () => new THREE.MeshStandardMaterial({ color: '#f2c230', metalness: 0.9, roughness: 0.25, emissive: '#5a3a00' }),
    [],
  );
  const motion = useRef({ from: new THREE.Vector3(), to: new THREE.Vector3(), start: 0, t: 1, placed: false });
  const target = v ? markerSpot(v.first, v.count) : null;
  const key = target?.join(',');
  useEffect(() => {
    if (!target) return;
    const m = motion.current;
    const g = group.current;
    m.to.set(...target);
    if (!m.placed || useUiStore.getState().reducedMotion || !g) {
      m.t = 1;
      m.placed = true;
      g?.position.copy(m.to);
    } else {
      m.from.copy(g.position);
      m.start = nowMs();
      m.t = 0;
    }
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, invalidate]);
  useFrame(() => {
    const m = motion.current;
    const g = group.current;
    if (!g || m.t >= 1) return;
    m.t = tweenProgress(m.start, 0.9);
    const k = easeInOutCubic(m.t);
    g.position.lerpVectors(m.from, m.to, k);
    g.position.y += Math.sin(Math.PI * k) * 0.8;
    invalidate();
  });
  if (!v) return null;
  return (
    <group ref={group}>
      <mesh geometry={geometry} material={material} castShadow />
      {!compact && (
        <SceneHtml position={[0.75, 0.3, 0.05]} center>
          <div style={{ ...PILL, font: '700 11px system-ui, sans-serif', padding: '0 5px' }} data-dwarf-first={v.first}>
            {t('dwarf.first')}
          </div>
        </SceneHtml>
      )}
    </group>
  );
}

/**
 * Compiles the monster bursts' shader program (MonsterBurst.tsx, BURST_BASE) once the table's first
 * frame is drawn: compileAsync compiles every program of the scene, and the first frame waits for at
 * most four (issue 41).
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import * as THREE from 'three';
import { useHudStore } from '../../../hud/hudStore.js';
import { BURST_BASE } from './MonsterBurst.js';
import { whenIdle } from '../../../scene/whenIdle.js';

export default function BurstWarmup() {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const firstFrameDrawn = useHudStore((s) => s.tableReady);
  useEffect(() => {
    if (!firstFrameDrawn) return;
    let cancelled = false;
    // In an idle moment after the first frame, not in the task that drew it (the store's change can be
    // handled inside that frame's callback: its link was counted as the first frame's).
    void whenIdle().then(() => {
      if (cancelled) return;
      const probe = new THREE.Mesh(new THREE.PlaneGeometry(0.01, 0.01), BURST_BASE);
      probe.position.set(0, -5, 0);
      scene.add(probe);
      void gl.compileAsync(scene, camera).finally(() => {
        scene.remove(probe);
        probe.geometry.dispose();
      });
    });
    return () => {
      cancelled = true;
    };
  }, [firstFrameDrawn, gl, camera, scene]);
  return null;
}

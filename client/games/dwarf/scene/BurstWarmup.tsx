/** Compiles the monster bursts' shader program when the table opens (MonsterBurst.tsx, BURST_BASE). */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import * as THREE from 'three';
import { BURST_BASE } from './MonsterBurst.js';

export default function BurstWarmup() {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const probe = new THREE.Mesh(new THREE.PlaneGeometry(0.01, 0.01), BURST_BASE);
    probe.position.set(0, -5, 0);
    scene.add(probe);
    void gl.compileAsync(scene, camera).finally(() => {
      scene.remove(probe);
      probe.geometry.dispose();
    });
  }, [gl, camera, scene]);
  return null;
}

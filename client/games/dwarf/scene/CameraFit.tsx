/**
 * Keeps the whole table in the picture: when the table's layout (its mines and areas) or the canvas's
 * shape changes while the 'table' preset is shown (a view arriving after the table opened, a phone
 * turned on its side), the camera is put back on the fitted pose. A camera the user moved, a preset
 * or the director is left alone.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { OrbitControls } from 'three-stdlib';
import { useUiStore } from '../../../state/uiStore.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { tablePoseFor } from './cameraPresets.js';
import { mineCount } from './layout.js';

export default function CameraFit() {
  const table = useViewSlice((v) => ({ mines: mineCount(v.seatCount), participants: v.players.length }));
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as OrbitControls | null;
  const invalidate = useThree((s) => s.invalidate);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!table || !controls || size.height === 0) return;
    const key = `${table.mines}/${table.participants}/${(size.width / size.height).toFixed(2)}`;
    if (key === last.current) return;
    last.current = key;
    const ui = useUiStore.getState();
    if (ui.camera !== 'table' || ui.directorCamera || ui.directorNote === 'manual') return;
    const pose = tablePoseFor({ ...table, aspect: size.width / size.height });
    camera.position.set(...pose.position);
    controls.target.set(...pose.target);
    controls.update();
    invalidate();
  }, [table, size, camera, controls, invalidate]);
  return null;
}

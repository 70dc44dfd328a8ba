/**
 * The camera presets a viewer may pick in the top bar (client/hud/CameraButtons.tsx, CameraPicker.tsx):
 * each game gives its list (the whole table, 'mine' for players, its own places, 'follow'), and choosing
 * one is the user taking the camera, which turns the director camera off.
 */
import { useUiStore, type CameraMode } from '../state/uiStore.js';

export interface CameraModeOption {
  mode: CameraMode;
  label: string;
}

/** The preset on screen (none while the director drives), and how to choose one. */
export function useCameraChoice(): { current: CameraMode | null; choose: (mode: CameraMode) => void } {
  const camera = useUiStore((s) => s.camera);
  const director = useUiStore((s) => s.directorCamera);
  const choose = (mode: CameraMode) => {
    const ui = useUiStore.getState();
    ui.setDirectorCamera(false);
    ui.setCamera(mode);
  };
  return { current: director ? null : camera, choose };
}

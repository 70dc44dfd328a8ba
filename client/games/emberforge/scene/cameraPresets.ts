/** Camera positions and targets for each preset view (pure). */
import type { GameEvent, GameView, Zone } from '../../../../shared/games/emberforge/index.js';
import type { CameraMode } from '../../../state/uiStore.js';
import { ZONE_CENTERS, type Vec3 } from './layout.js';

export interface CameraPose {
  position: Vec3;
  target: Vec3;
}

export const TABLE_POSE: CameraPose = { position: [0, 17, 16.8], target: [0, 0, 1.9] };
export const MINE_POSE: CameraPose = { position: [0, 10.5, 14.2], target: [0, 0.2, 6.4] };

export function zonePose(zone: Zone): CameraPose {
  const [x, y, z] = ZONE_CENTERS[zone];
  return { position: [x * 1.15, y + 4.9, z + 4.3], target: [x, y, z + 0.15] };
}

/** The zone a 'follow' camera should frame: the one being resolved, else the latest zone event. */
export function followZone(view: GameView | null, recent: readonly GameEvent[]): Zone | null {
  if (view?.resolving) return view.resolving.zone;
  for (let i = recent.length - 1; i >= 0; i--) {
    const e = recent[i]!;
    if (e.type === 'roundEnded' || e.type === 'phaseStarted') return null;
    if (e.type === 'zoneStarted' || e.type === 'emberPlaced' || e.type === 'zoneOverheated' || e.type === 'zoneClosed') return e.zone;
  }
  return null;
}

export function poseFor(mode: CameraMode, focus: Zone | null): CameraPose {
  if (mode === 'table') return TABLE_POSE;
  if (mode === 'mine') return MINE_POSE;
  if (mode === 'follow') return focus ? zonePose(focus) : TABLE_POSE;
  return zonePose(mode as Zone);
}

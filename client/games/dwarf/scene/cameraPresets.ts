/** DWARF's camera: where it stands for the whole table, the presets and the director's shots (pure). */
import type { GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import type { CameraPose } from '../../../platform/gamePackage.js';

export const TABLE_POSE: CameraPose = { position: [0, 15, 13], target: [0, 0, 1] };
export const MINE_POSE: CameraPose = { position: [0, 10, 8], target: [0, 0, -0.5] };

/** What 'follow' frames: nothing yet (the table). */
export function followTarget(_view: GameView | null, _recent: readonly GameEvent[]): string | null {
  return null;
}

export function presetPose(mode: string, _follow: string | null): CameraPose {
  return mode === 'mine' ? MINE_POSE : TABLE_POSE;
}

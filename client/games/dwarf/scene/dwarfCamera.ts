/**
 * DWARF's GameCamera for the shell's rig and director: every pose is framed for the table in the store
 * (one or two mines, 1-5 areas) when the rig asks for it; the rig refits the table pose to the screen
 * from `tableBounds` (phones).
 */
import type { GameEvent, GameView } from '../../../../shared/games/dwarf/index.js';
import type { CameraPose, GameCamera } from '../../../platform/gamePackage.js';
import { useGameStore } from '../state/gameStore.js';
import { currentFrame, dwarfTableBounds, followTarget, presetPose, tablePoseFor } from './cameraPresets.js';
import { shotPose } from './shotPose.js';

const frameNow = () => currentFrame(useGameStore.getState().view);

export const dwarfCamera: GameCamera<GameView, GameEvent> = {
  get tablePose(): CameraPose {
    return tablePoseFor(frameNow());
  },
  followTarget,
  presetPose: (mode, follow) => presetPose(mode, follow, frameNow(), useGameStore.getState().mySeat),
  shotPose: (shot) => shotPose(shot, frameNow()),
  stageOf: (view) => {
    const pos = view?.special ? null : view?.workers.findIndex((w) => w !== null);
    return view && view.phase !== 'selection' && view.phase !== 'ended' && pos !== undefined && pos !== null && pos >= 0
      ? `mine:${Math.floor(pos / 9)}`
      : null;
  },
  playerCount: (view) => view?.players.length ?? 0,
  ended: (view) => view?.phase === 'ended',
  tableBounds: dwarfTableBounds,
};

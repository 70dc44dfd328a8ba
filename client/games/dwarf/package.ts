/**
 * DWARF's client package (client/platform/gamePackage.ts): what the shell draws and asks of this game.
 * Loaded on demand by the registry (client/platform/gamePackages.ts) when a table of DWARF opens; its
 * scene is a chunk of its own, loaded with the 3D table.
 */
import { lazy } from 'react';
import type { GameEvent, GameView } from '../../../shared/games/dwarf/index.js';
import type { GamePackage } from '../../platform/gamePackage.js';
import { dwarfCamera } from './scene/dwarfCamera.js';
import { momentsOf } from './moments.js';
import { dwarfOverlay } from './overlay/dwarfOverlay.js';
import { dwarfReplayKit } from './replay/replayKit.js';
import { loadFixture } from './dev/fixture.js';
import { AllHands } from './hud/AllHands.js';
import { Hud } from './hud/Hud.js';
import { RulesPanel } from './hud/rules/RulesPanel.js';
import { dwarfTexts } from './i18n/texts.js';
import { reportableFocus } from './play/reportableFocus.js';
import { startPractice } from './practice/practiceGame.js';

const loadScene = () => import('./scene/DwarfScene.js');

export const dwarfPackage: GamePackage<GameView, GameEvent> = {
  id: 'dwarf',
  Scene: lazy(loadScene),
  preloadScene: loadScene,
  Hud,
  Rules: RulesPanel,
  AllHands,
  overlay: dwarfOverlay,
  texts: dwarfTexts,
  momentsOf,
  camera: dwarfCamera,
  reportableFocus,
  replay: dwarfReplayKit,
  startPractice,
  loadFixture: () => loadFixture(),
};

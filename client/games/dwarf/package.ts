/**
 * DWARF's client package (client/platform/gamePackage.ts): what the shell draws and asks of this game.
 * Loaded on demand by the registry (client/platform/gamePackages.ts) when a table of DWARF opens; its
 * scene is a chunk of its own, loaded with the 3D table.
 */
import { createElement, lazy } from 'react';
import { actionSchema, type GameEvent, type GameView } from '../../../shared/games/dwarf/index.js';
import { configSchema } from '../../../shared/games/dwarf/engine/configSchema.js';
import type { GamePackage } from '../../platform/gamePackage.js';
import { dwarfCamera } from './scene/dwarfCamera.js';
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
  // placeholder: overlay/replay helper replaces
  overlay: { Panels: () => null, Status: ({ view }) => createElement('span', null, `Round ${view.round}`), Ticker: () => null },
  texts: dwarfTexts,
  // placeholder: overlay/replay helper replaces
  momentsOf: () => [],
  camera: dwarfCamera,
  reportableFocus,
  // placeholder: overlay/replay helper replaces
  replay: {
    rules: { configSchema, actionSchema },
    buildTimeline: () => {
      throw new Error('DWARF replays are not ready yet');
    },
    viewAt: () => {
      throw new Error('DWARF replays are not ready yet');
    },
    logAt: () => [],
  },
  startPractice,
  loadFixture: () => loadFixture(),
};

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

const loadScene = () => import('./scene/DwarfScene.js');

export const dwarfPackage: GamePackage<GameView, GameEvent> = {
  id: 'dwarf',
  Scene: lazy(loadScene),
  preloadScene: loadScene,
  // placeholder: HUD helper replaces
  Hud: ({ onLeave }) => createElement('button', { onClick: onLeave, 'data-testid': 'dwarf-hud-placeholder' }, 'Leave'),
  // placeholder: HUD helper replaces
  Rules: ({ onClose }) => createElement('button', { onClick: onClose }, 'DWARF rules (to come)'),
  // placeholder: overlay/replay helper replaces
  AllHands: () => null,
  // placeholder: overlay/replay helper replaces
  overlay: { Panels: () => null, Status: ({ view }) => createElement('span', null, `Round ${view.round}`), Ticker: () => null },
  // placeholder: HUD helper replaces
  texts: { en: {}, load: {} },
  // placeholder: overlay/replay helper replaces
  momentsOf: () => [],
  camera: dwarfCamera,
  // placeholder: HUD helper replaces
  reportableFocus: () => null,
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
  // placeholder: HUD helper replaces
  startPractice: () => {},
  // placeholder: HUD helper replaces
  loadFixture: () => {},
};

/**
 * Dwarf Emberforge's client package (client/platform/gamePackage.ts): what the shell draws and asks of
 * this game. Loaded on demand by the registry (client/platform/gamePackages.ts) when a table of this
 * game opens; its scene is a chunk of its own, loaded with the 3D table.
 */
import { lazy } from 'react';
import { actionSchema, type GameEvent, type GameView } from '../../../shared/games/emberforge/index.js';
import { configSchema } from '../../../shared/games/emberforge/engine/configSchema.js';
import type { GamePackage } from '../../platform/gamePackage.js';
import { loadFixture } from './dev/fixtureView.js';
import { AllHands } from './hud/AllHands.js';
import { Hud } from './hud/Hud.js';
import { RulesPanel } from './hud/rules/RulesPanel.js';
import { emberforgeTexts } from './i18n/texts.js';
import { momentsOf } from './moments.js';
import { OverlayPanels } from './overlay/OverlayPanels.js';
import { OverlayStatus } from './overlay/OverlayStatus.js';
import { overlayTicker } from '../../overlay/overlayTicker.js';
import { readTicker } from './overlay/tickerLines.js';
import { reportableFocus } from './play/reportableFocus.js';
import { startPractice } from './practice/practiceGame.js';
import { buildTimeline, logAt, viewAt } from './replay/replayTimeline.js';
import { followZone, poseFor, TABLE_POSE, tableBounds } from './scene/cameraPresets.js';
import { shotPose } from './scene/shotPose.js';

const loadScene = () => import('./scene/EmberforgeScene.js');

export const emberforgePackage: GamePackage<GameView, GameEvent> = {
  id: 'emberforge',
  Scene: lazy(loadScene),
  preloadScene: loadScene,
  Hud,
  Rules: RulesPanel,
  AllHands,
  overlay: { Panels: OverlayPanels, Status: OverlayStatus, Ticker: overlayTicker(readTicker, { kindClass: 'ov-' }) },
  texts: emberforgeTexts,
  momentsOf,
  camera: {
    tablePose: TABLE_POSE,
    followTarget: followZone,
    presetPose: poseFor,
    shotPose,
    stageOf: (view) => view?.resolving?.zone ?? null,
    playerCount: (view) => view?.players.length ?? 0,
    ended: (view) => view?.phase === 'ended',
    tableBounds,
  },
  reportableFocus,
  replay: { rules: { configSchema, actionSchema }, buildTimeline, viewAt, logAt },
  startPractice: (options) => startPractice({ ...options, color: options.color as Parameters<typeof startPractice>[0]['color'] }),
  loadFixture,
};

/** DWARF's replay kit (client/platform/gamePackage.ts, GameReplayKit): its replay rules, the timeline, what each viewer sees, and its markers' look. */
import { actionSchema, type GameView } from '../../../../shared/games/dwarf/index.js';
import { configSchema } from '../../../../shared/games/dwarf/engine/configSchema.js';
import type { GameReplayKit } from '../../../platform/gamePackage.js';
import { buildTimeline, logAt, viewAt } from './replayTimeline.js';
import './replayMarkers.css';

export const dwarfReplayKit: GameReplayKit<GameView> = { rules: { configSchema, actionSchema }, buildTimeline, viewAt, logAt };

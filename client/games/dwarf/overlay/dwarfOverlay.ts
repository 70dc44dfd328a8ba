/** DWARF's parts of the overlay page (client/overlay/OverlayPage.tsx): the player panels, the status line and the ticker. */
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import type { GameOverlay } from '../../../platform/gamePackage.js';
import { OverlayPanels } from './OverlayPanels.js';
import { OverlayStatus } from './OverlayStatus.js';
import { overlayTicker } from '../../../overlay/overlayTicker.js';
import { readTicker } from './tickerLines.js';

export const dwarfOverlay: GameOverlay<GameView> = {
  Panels: OverlayPanels,
  Status: OverlayStatus,
  Ticker: overlayTicker(readTicker, { listClass: 'dw-ticker', kindClass: 'dw-' }),
};

import type { GameView } from '../../shared/index.js';
import { Hud } from './Hud.js';
import { TableSceneLazy } from './TableSceneLazy.js';

/** A running table: the 3D scene underneath, the HUD on top. */
export function GameScreen({ view, onLeave }: { view: GameView; onLeave: () => void }) {
  return (
    <div className="game" data-testid="game-screen">
      <div className="scene-layer">
        <TableSceneLazy />
      </div>
      <Hud view={view} onLeave={onLeave} />
    </div>
  );
}

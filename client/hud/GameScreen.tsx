import type { GameView } from '../../shared/index.js';
import { Hud } from './Hud.js';
import { JoiningTable } from './JoiningTable.js';
import { TableSceneLazy } from './TableSceneLazy.js';

/**
 * A running table: the 3D scene underneath, the HUD on top. `view` is null while a table link is still
 * joining: the empty table is already on screen (its WebGL context, textures and the board's shaders are
 * set up while the network works) and the pieces appear with the data, on the same canvas.
 */
export function GameScreen({ view, onLeave }: { view: GameView | null; onLeave: () => void }) {
  return (
    <div className="game" data-testid={view ? 'game-screen' : 'game-screen-joining'}>
      <div className="scene-layer">
        <TableSceneLazy />
      </div>
      {view ? <Hud view={view} onLeave={onLeave} /> : <JoiningTable onLeave={onLeave} />}
    </div>
  );
}

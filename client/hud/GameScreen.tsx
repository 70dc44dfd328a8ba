import type { GameView } from '../../shared/index.js';
import { Hud } from '../games/emberforge/hud/Hud.js';
import { JoiningTable } from './JoiningTable.js';
import { TableSceneLazy } from './TableSceneLazy.js';
import { useTableShown } from './useTableShown.js';

/**
 * A running table: the 3D scene underneath, the HUD on top. `view` is null while a table link is still
 * joining: the empty table is already on screen (its WebGL context, textures and the board's shaders are
 * set up while the network works) and the pieces appear with the data, on the same canvas. The HUD
 * shows once the table's first frame with the data is drawn (useTableShown); until then it is laid
 * out unseen (its keys wait too), and "Setting the table…" shows where "Joining…" was.
 */
export function GameScreen({ view, onLeave }: { view: GameView | null; onLeave: () => void }) {
  const shown = useTableShown(view !== null);
  return (
    <div className="game" data-testid={view ? 'game-screen' : 'game-screen-joining'}>
      <div className="scene-layer">
        <TableSceneLazy />
      </div>
      {view && (
        <div className="hud-layer" data-waiting={shown ? undefined : true}>
          <Hud view={view} onLeave={onLeave} keysActive={shown} />
        </div>
      )}
      {!shown && <JoiningTable onLeave={onLeave} arrived={view !== null} />}
    </div>
  );
}

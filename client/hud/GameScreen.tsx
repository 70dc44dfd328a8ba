import type { ViewBase } from '../platform/gamePackage.js';
import { useGamePackage } from '../platform/gamePackages.js';
import { tableGameId, useGameStore } from '../state/gameStore.js';
import { JoiningTable } from './JoiningTable.js';
import { TableSceneLazy } from './TableSceneLazy.js';
import { useTableShown } from './useTableShown.js';

/**
 * A running table: the 3D scene underneath, the HUD on top. `view` is null while a table link is still
 * joining: the empty table is already on screen (its WebGL context, textures and the board's shaders are
 * set up while the network works) and the pieces appear with the data, on the same canvas. The HUD
 * shows once the table's first frame with the data is drawn (useTableShown); until then it is laid
 * out unseen (its keys wait too), and "Setting the table…" shows where "Joining…" was. The HUD is the
 * table's game's (its package, loaded before this screen: App).
 */
export function GameScreen({ view, onLeave }: { view: ViewBase | null; onLeave: () => void }) {
  const shown = useTableShown(view !== null);
  const { Hud } = useGamePackage(useGameStore(tableGameId));
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

import { CleanViewToggle } from './CleanViewToggle.js';
import { SpectatorCount } from './SpectatorCount.js';

/** All the HUD shows in the clean view: the spectator count and the toggle back, in a corner. */
export function CleanViewBar() {
  return (
    <div className="clean-bar" data-testid="clean-bar">
      <SpectatorCount />
      <CleanViewToggle />
    </div>
  );
}

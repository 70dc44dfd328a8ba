import { CleanViewToggle } from './CleanViewToggle.js';
import { useCompactLayout } from './useCompactLayout.js';
import { SpectatorCount } from './SpectatorCount.js';

/** All the HUD shows in the clean view: the spectator count and the toggle back, in a corner. */
export function CleanViewBar() {
  // On a phone the way back says what it does (no H key there).
  const compact = useCompactLayout();
  return (
    <div className="clean-bar" data-testid="clean-bar">
      <SpectatorCount />
      <CleanViewToggle withText={compact} />
    </div>
  );
}

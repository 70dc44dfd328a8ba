/**
 * An action type's picture (drawn, not a font's emoji, which a system may lack): a pickaxe for
 * Extract, an anvil for Forge, a shield for Defend, a horn for Call for Help. Decorative: its badge
 * names the type.
 */
import type { ActionType } from '../../../../shared/games/dwarf/index.js';

const PATHS: Record<ActionType, string> = {
  extract: 'M1.5 4.2 C4 1.2 8 1 11 2.6 L10.4 3.6 C8.4 2.8 6.6 2.9 5.4 3.5 L10.8 10.2 L9.6 11.2 L4.3 4.3 C3.5 4.9 2.9 5.6 2.5 6.4 Z',
  forge: 'M0.8 3.2 H11.2 V4.6 C9.6 4.8 8.6 5.6 8.2 6.8 H9.4 V8.2 H7.6 L8.4 10.8 H3.6 L4.4 8.2 H2.6 V6.8 H3.8 C3.4 5.6 2.4 4.8 0.8 4.6 Z',
  defend: 'M6 0.6 L11 2.4 C11 7 9 9.8 6 11.4 C3 9.8 1 7 1 2.4 Z',
  callForHelp: 'M1 5 L7.5 1.6 V10.4 L1 7 Z M8.6 4 H11 V8 H8.6 Z M2 7.4 L3.4 11 H5 L4 7.9 Z',
};

export function ActionTypeIcon({ type }: { type: ActionType }) {
  return (
    <svg className="dwarf-type-icon" viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-type={type}>
      <path d={PATHS[type]} />
    </svg>
  );
}

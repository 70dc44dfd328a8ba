import type { ActionType } from '../../../../shared/games/dwarf/index.js';
import { useT } from '../i18n/index.js';

const GLYPHS: Record<ActionType, string> = { extract: '⛏', forge: '⚒', defend: '🛡', callForHelp: '📯' };

/** A card's action type: a glyph and its name (the colour of the type as on the cards' faces). */
export function ActionTypeBadge({ type, short = false }: { type: ActionType; short?: boolean }) {
  const t = useT();
  const name = t(`dwarf.action.${type}`);
  return (
    <span className={`dwarf-type ${type}`} title={name} aria-label={short ? name : undefined} role={short ? 'img' : undefined}>
      <span aria-hidden>{GLYPHS[type]}</span>
      {!short && <> {name}</>}
    </span>
  );
}

import type { ActionType } from '../../../../shared/games/dwarf/index.js';
import { useT } from '../i18n/index.js';
import { ActionTypeIcon } from './ActionTypeIcon.js';

/** A card's action type: its picture and its name (the colour of the type as on the cards' faces). */
export function ActionTypeBadge({ type, short = false }: { type: ActionType; short?: boolean }) {
  const t = useT();
  const name = t(`dwarf.action.${type}`);
  return (
    <span className={`dwarf-type ${type}`} title={name} aria-label={short ? name : undefined} role={short ? 'img' : undefined}>
      <ActionTypeIcon type={type} />
      {!short && <> {name}</>}
    </span>
  );
}

import type { Resource } from '../../../../shared/games/dwarf/engine/constants.js';
import { resourceName, useLang } from '../i18n/index.js';
import { ResourceIcon } from './ResourceIcon.js';

/** A resource's icon (its piece's shape, in its colour) with a count; the name is the tooltip and what a screen reader says ("2 Iron"). */
export function ResourceCount({ resource, n }: { resource: Resource; n: number }) {
  const lang = useLang();
  const name = resourceName(resource, lang);
  return (
    <span className={`mat dwarf-res ${resource}${n === 0 ? ' zero' : ''}`} title={name} role="img" aria-label={`${n} ${name}`}>
      <ResourceIcon resource={resource} />
      {n}
    </span>
  );
}

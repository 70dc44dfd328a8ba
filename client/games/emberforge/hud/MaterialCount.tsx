import { materialName, useLang } from '../i18n/index.js';
import type { Material } from '../../../../shared/games/emberforge/index.js';
import { MaterialIcon } from './MaterialIcon.js';

/** A material's icon (its token's shape, in its colour) with a count; the name is the tooltip and what a screen reader says ("2 iron"). */
export function MaterialCount({ material, n, showZero = true }: { material: Material; n: number; showZero?: boolean }) {
  const lang = useLang();
  if (!showZero && n === 0) return null;
  return (
    <span
      className={`mat ${material}${n === 0 ? ' zero' : ''}`}
      title={materialName(material, lang)}
      role="img"
      aria-label={`${n} ${materialName(material, lang)}`}
    >
      <MaterialIcon material={material} />
      {n}
    </span>
  );
}

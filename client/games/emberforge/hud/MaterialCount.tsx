import { materialName, useLang } from '../i18n/index.js';
import type { Material } from '../../../../shared/games/emberforge/index.js';

/** A material gem with a count ("◆ 2"); the name is the tooltip. */
export function MaterialCount({ material, n, showZero = true }: { material: Material; n: number; showZero?: boolean }) {
  const lang = useLang();
  if (!showZero && n === 0) return null;
  return (
    <span className={`mat ${material}${n === 0 ? ' zero' : ''}`} title={materialName(material, lang)}>
      <i />
      {n}
    </span>
  );
}

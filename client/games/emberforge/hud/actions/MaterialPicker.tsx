import { countMaterials, MATERIALS } from '../../../../../shared/games/emberforge/index.js';
import type { Material } from '../../../../../shared/games/emberforge/index.js';
import { materialName, useLang } from '../../i18n/index.js';
import { MaterialIcon } from '../MaterialIcon.js';

interface Props {
  /** The picked tokens (a multiset, in pick order). */
  value: readonly Material[];
  onChange: (value: Material[]) => void;
  /** How many more of a material may be added (0 = no). */
  roomFor: (material: Material) => number;
  /** Materials shown (default: all five). */
  materials?: readonly Material[];
  testPrefix: string;
}

/** Pick a multiset of material tokens with + / − per type. */
export function MaterialPicker({ value, onChange, roomFor, materials = MATERIALS, testPrefix }: Props) {
  const lang = useLang();
  const counts = countMaterials(value);
  const remove = (m: Material) => {
    const i = value.lastIndexOf(m);
    if (i >= 0) onChange([...value.slice(0, i), ...value.slice(i + 1)]);
  };
  return (
    <div className="row">
      {materials.map((m) => (
        <span className="counter" key={m}>
          <button
            type="button"
            className="btn small ghost"
            disabled={counts[m] === 0}
            onClick={() => remove(m)}
            data-testid={`${testPrefix}-less-${m}`}
            aria-label={`− ${materialName(m, lang)}`}
          >
            −
          </button>
          <span className={`mat ${m}`} title={materialName(m, lang)}>
            <MaterialIcon material={m} /> {materialName(m, lang)} × {counts[m]}
          </span>
          <button
            type="button"
            className="btn small ghost"
            disabled={roomFor(m) <= 0}
            onClick={() => onChange([...value, m])}
            data-testid={`${testPrefix}-${m}`}
            aria-label={`+ ${materialName(m, lang)}`}
          >
            +
          </button>
        </span>
      ))}
    </div>
  );
}

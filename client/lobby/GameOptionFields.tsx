/**
 * The create form's controls for a game's own table options, as its catalog entry declares them
 * (shared/platform/gameCatalog.ts): the lobby knows no game's options itself, and loads no game's code.
 */
import type { GameOptionField } from '../../shared/platform/gameCatalog.js';
import { isMessageKey, useT } from '../i18n/index.js';

export type GameOptionValues = Record<string, number | string>;

export function gameOptionDefaults(fields: readonly GameOptionField[]): GameOptionValues {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

/** The values to send: whole numbers kept in their range (an empty or odd entry: the default), choices among theirs. */
export function gameOptionValues(fields: readonly GameOptionField[], values: GameOptionValues): GameOptionValues {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.key];
      if (f.kind === 'int') return [f.key, Math.min(f.max, Math.max(f.min, Math.round(Number(v)) || f.default))];
      return [f.key, typeof v === 'string' && f.choices.includes(v) ? v : f.default];
    }),
  );
}

export function GameOptionFields({
  fields,
  values,
  onChange,
  idPrefix = 'create',
}: {
  fields: readonly GameOptionField[];
  values: GameOptionValues;
  onChange: (values: GameOptionValues) => void;
  /** The controls' ids and test ids start with it (the create form's 'create', the practice box's own). */
  idPrefix?: string;
}) {
  const t = useT();
  if (fields.length === 0) return null;
  const label = (key: string) => (isMessageKey(key) ? t(key) : key);
  const set = (key: string, v: number | string) => onChange({ ...values, [key]: v });
  return (
    <div className="row" style={{ alignItems: 'flex-start' }}>
      {fields.map((f) =>
        f.kind === 'int' ? (
          <div className="field" style={{ width: 110 }} key={f.key}>
            <label htmlFor={`${idPrefix}-${f.id}`}>{label(f.label)}</label>
            <input
              id={`${idPrefix}-${f.id}`}
              type="number"
              min={f.min}
              max={f.max}
              value={values[f.key] ?? f.default}
              onChange={(e) => set(f.key, Number(e.target.value))}
              data-testid={`${idPrefix}-${f.id}`}
            />
          </div>
        ) : (
          <div className="field" key={f.key}>
            <span className="label">{label(f.label)}</span>
            <span className="seg">
              {f.choices.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={values[f.key] === c}
                  onClick={() => set(f.key, c)}
                  data-testid={`${idPrefix}-${f.id}-${c}`}
                >
                  {label(`${f.label}.${c}`)}
                </button>
              ))}
            </span>
          </div>
        ),
      )}
    </div>
  );
}

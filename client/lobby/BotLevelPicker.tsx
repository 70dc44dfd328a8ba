import type { BotLevel } from '../../shared/platform/botLevels.js';
import { useT } from '../i18n/index.js';

/**
 * A choice of bot level among those a game offers (its catalog entry's `botLevels`, issue 42): the
 * waiting room's "Add bot", the create form's takeover level, the practice box. Each button's tooltip
 * says what the level does. Nothing to choose (one level): nothing shown.
 */
export function BotLevelPicker({
  levels,
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  levels: readonly BotLevel[];
  value: BotLevel;
  onChange: (level: BotLevel) => void;
  label: string;
  /** Each button's data-testid is `<prefix>-<level>`. */
  testIdPrefix: string;
}) {
  const t = useT();
  if (levels.length < 2) return null;
  return (
    <span className="seg" role="group" aria-label={label}>
      {levels.map((level) => (
        <button
          key={level}
          type="button"
          aria-pressed={value === level}
          title={t(`botLevel.${level}.hint`)}
          onClick={() => onChange(level)}
          data-testid={`${testIdPrefix}-${level}`}
        >
          {t(`botLevel.${level}`)}
        </button>
      ))}
    </span>
  );
}

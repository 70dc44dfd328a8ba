import type { BotLevel } from '../../shared/platform/botLevels.js';
import { useT } from '../i18n/index.js';

/**
 * A bot's seat with its level (issue 42): "Bot · Hard" in the waiting room and the table's player
 * panels; "Bot" alone where the table has no level for it. Its tooltip says what the level does.
 */
export function BotLevelBadge({ level, testId }: { level?: BotLevel | null; testId?: string }) {
  const t = useT();
  return (
    <span
      className="badge cool"
      title={level ? t(`botLevel.${level}.hint`) : undefined}
      data-testid={testId}
      data-level={level ?? undefined}
    >
      {level ? t('botLevel.seat', { level: t(`botLevel.${level}`) }) : t('word.bot')}
    </span>
  );
}

import { memo } from 'react';
import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS } from '../../../../../shared/games/emberforge/index.js';
import type { PlayerColor } from '../../../../../shared/games/emberforge/index.js';
import type { Standing } from '../../../../../shared/games/emberforge/engine/rules/standings.js';
import { collectionName, useLang, useT } from '../../i18n/index.js';
import { useChangePulse } from './useChangePulse.js';
import { VictoryProgress } from './VictoryProgress.js';

/** One player in the standings strip: collections forged of 5 (which ones), commissions of 3. */
export const StandingRow = memo(function StandingRow({
  s,
  name,
  color,
  leading,
  over = false,
}: {
  s: Standing;
  name: string;
  color: PlayerColor;
  leading: boolean;
  /** The game has ended: nobody is "one step" from anything any more. */
  over?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const key = `${s.forgedCollections.join(',')}|${s.commissions}`;
  const pulse = useChangePulse(key);
  const names = s.forgedCollections.map((c) => collectionName(c, lang));
  return (
    <li
      className={`standing ${color}${leading ? ' leading' : ''}${pulse ? ' pulse' : ''}${!over && s.stepsToWin === 1 ? ' close' : ''}`}
      data-testid={`standing-${s.seat}`}
      data-collections={s.forgedCollections.join(',')}
      data-commissions={s.commissions}
      data-steps={s.stepsToWin}
      data-place={s.place}
    >
      <span className={`swatch ${color}`} />
      <span className="sname">{name}</span>
      <VictoryProgress
        s={s}
        gemsClass="sgems"
        gemsTitle={`${t('standings.collections', { n: s.forgedCollections.length, max: FORGE_MASTERY_COLLECTIONS })}${names.length ? `: ${names.join(', ')}` : ''}`}
        commissionsClass="scomm"
        commissionsTitle={t('standings.commissions', { n: s.commissions, max: GUILD_PRESTIGE_COMMISSIONS })}
      />
      {!over && s.stepsToWin === 1 && (
        <span className="badge hot sclose" title={t('standings.oneStep')} data-testid={`one-step-${s.seat}`}>
          <span className="long">{t('standings.oneStep')}</span>
          <span className="short">{t('standings.oneStepShort')}</span>
        </span>
      )}
    </li>
  );
});

import {
  COLLECTION_STYLE,
  COLLECTIONS,
  FORGE_MASTERY_COLLECTIONS,
  GUILD_PRESTIGE_COMMISSIONS,
} from '../../../../../shared/games/emberforge/index.js';
import type { Standing } from '../../../../../shared/games/emberforge/engine/rules/standings.js';

/**
 * One player's progress toward both victories as the engine counts it (its `Standing`): a gem per
 * collection, lit when forged, with "n/5", then "✦ n/3" commissions. The standings strip and the
 * overlay's panels show it with their own classes and titles.
 */
export function VictoryProgress({
  s,
  gemsClass,
  gemsTitle,
  commissionsClass,
  commissionsTitle,
}: {
  s: Standing;
  gemsClass: string;
  gemsTitle: string;
  commissionsClass: string;
  commissionsTitle: string;
}) {
  return (
    <>
      <span className={gemsClass} title={gemsTitle}>
        {COLLECTIONS.map((c) => (
          <span
            key={c}
            className={`gem${s.forgedCollections.includes(c) ? '' : ' off'}`}
            style={{ background: COLLECTION_STYLE[c].color }}
          />
        ))}
        <b>
          {s.forgedCollections.length}/{FORGE_MASTERY_COLLECTIONS}
        </b>
      </span>
      <span className={commissionsClass} title={commissionsTitle}>
        ✦ <b>{s.commissions}</b>/{GUILD_PRESTIGE_COMMISSIONS}
      </span>
    </>
  );
}

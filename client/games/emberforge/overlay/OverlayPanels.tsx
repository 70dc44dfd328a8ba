import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, type GameView } from '../../../../shared/games/emberforge/index.js';
import { standings } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { cardName, useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { VictoryProgress } from '../hud/standings/VictoryProgress.js';

/**
 * The overlay's player panels: each player's progress toward both victories as the engine counts it
 * (collections forged of 5, commissions of 3), the active player marked, and for a caster every hand.
 * `compact`: one line each.
 */
export function OverlayPanels({ view, compact }: { view: GameView; compact: boolean }) {
  const t = useT();
  const lang = useLang();
  // A caster's connection holds every hand (as of its delay): each panel lists its player's.
  const hands = useGameStore((s) => s.casterHands);
  const rows = standings(view);
  return (
    <ol className={`ov-panels${compact ? ' compact' : ''}`} data-testid="overlay-panels">
      {rows.map((s) => {
        const p = view.players[s.seat]!;
        const active = view.phase !== 'ended' && view.activeSeat === s.seat;
        return (
          <li
            key={s.seat}
            className={`ov-panel ${p.color}${active ? ' active' : ''}${s.stepsToWin === 1 ? ' close' : ''}`}
            data-testid={`overlay-panel-${s.seat}`}
            data-collections={s.forgedCollections.length}
            data-commissions={s.commissions}
          >
            <span className={`swatch ${p.color}`} />
            <span className="ov-name">{p.name}</span>
            <VictoryProgress
              s={s}
              gemsClass="ov-gems"
              gemsTitle={t('overlay.collections', { n: s.forgedCollections.length, max: FORGE_MASTERY_COLLECTIONS })}
              commissionsClass="ov-comm"
              commissionsTitle={t('overlay.commissions', { n: s.commissions, max: GUILD_PRESTIGE_COMMISSIONS })}
            />
            {hands?.[s.seat] && (
              <span className="ov-hand" data-testid={`overlay-hand-${s.seat}`}>
                {hands[s.seat]!.map((id) => cardName(id, lang)).join(' · ')}
              </span>
            )}
            {!compact && (
              <span className="ov-words">
                {t('overlay.collections', { n: s.forgedCollections.length, max: FORGE_MASTERY_COLLECTIONS })} ·{' '}
                {t('overlay.commissions', { n: s.commissions, max: GUILD_PRESTIGE_COMMISSIONS })}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

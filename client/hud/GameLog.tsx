import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent, GameView } from '../../shared/index.js';
import { useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { eventText, namesFrom } from '../viewModel/logText.js';

const BIG: GameEvent['type'][] = ['weaponForged', 'commissionCompleted', 'zoneOverheated', 'gameWon', 'phaseStarted'];

/** The game log in words (EN/ES), newest at the bottom. */
export function GameLog({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const listRef = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => {
    const ctx = { lang, nameOf: namesFrom(view.players) };
    return log
      .map(({ id, event }) => {
        const seat = 'seat' in event ? event.seat : null;
        return {
          id,
          text: eventText(event, ctx),
          color: seat === null ? '' : (view.players[seat]?.color ?? ''),
          big: BIG.includes(event.type),
        };
      })
      .filter((l) => l.text !== null)
      .slice(-200);
  }, [log, lang, view.players]);
  // Keyed on the newest entry, not the count: once the log is capped the count stops changing.
  const lastId = lines.length > 0 ? lines[lines.length - 1]!.id : null;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  return (
    <div className="panel log" data-testid="game-log">
      <h3>{t('log.title')}</h3>
      <ol ref={listRef}>
        {lines.length === 0 && <li className="muted">{t('log.empty')}</li>}
        {lines.map((l) => (
          <li key={l.id} className={`${l.color}${l.big ? ' big' : ''}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

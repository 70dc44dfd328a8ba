import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { useShared } from '../../../state/useShared.js';
import { groupLog, type LogGroup } from '../viewModel/logGroups.js';
import { namesFrom } from '../viewModel/logText.js';

/** Turns shown in full; older turns keep only their big moments (overheat, forging, commission, victory). */
const OPEN_TURNS = 3;

/** The game log in words (EN/ES), grouped by turn, newest at the bottom. */
export function GameLog({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const notices = useGameStore((s) => s.notices);
  const [showAll, setShowAll] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // The same group objects while a turn's lines hold (useShared): a move re-renders only its own turn (memo).
  const groups = useShared(
    useMemo(
      () => groupLog(log, { lang, nameOf: namesFrom(view.players) }, notices, { round: view.round, phase: view.phase }),
      [log, notices, lang, view.players, view.round, view.phase],
    ),
  );
  const colors = useShared(view.players.map((p) => p.color as string));
  const lastId = groups.at(-1)?.lines.at(-1)?.id ?? null;
  // Scrolled to the newest line in the next animation frame, with the frame's own layout: reading
  // scrollHeight right after the commit forced a second layout of the whole HUD on every move.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = listRef.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [lastId, showAll]);
  const header = (g: LogGroup) => {
    const parts: string[] = [];
    if (g.round !== null) parts.push(t('log.roundShort', { n: g.round }));
    if (g.phase && g.phase !== 'ended') parts.push(t(`phase.${g.phase}`));
    if (g.seat !== null) parts.push(view.players[g.seat]?.name ?? '?');
    return parts.length > 0 ? parts.join(' · ') : t('log.earlier');
  };
  return (
    <div className="panel log" data-testid="game-log">
      <div className="row">
        <h3>{t('log.title')}</h3>
        <span className="spacer" />
        <button
          type="button"
          className="btn small ghost"
          onClick={() => setShowAll((v) => !v)}
          data-testid="log-show-all"
          aria-pressed={showAll}
        >
          {showAll ? t('log.momentsOnly') : t('log.everything')}
        </button>
      </div>
      <ol ref={listRef}>
        {groups.length === 0 && <li className="muted">{t('log.empty')}</li>}
        {groups.map((g, i) => (
          <LogGroupItem
            key={g.key + g.lines[0]!.id}
            group={g}
            open={showAll || i >= groups.length - OPEN_TURNS}
            head={header(g)}
            colors={colors}
          />
        ))}
      </ol>
    </div>
  );
}

/** One turn of the log: its header and its lines (the big moments only once it is folded). */
const LogGroupItem = memo(function LogGroupItem({
  group: g,
  open,
  head,
  colors,
}: {
  group: LogGroup;
  open: boolean;
  head: string;
  /** Each seat's colour. */
  colors: readonly string[];
}) {
  const t = useT();
  const lines = open ? g.lines : g.lines.filter((l) => l.moment !== null);
  const hidden = g.lines.length - lines.length;
  const color = g.seat !== null ? (colors[g.seat] ?? '') : '';
  return (
    <li className={`log-group ${color}`} data-testid="log-group">
      <div className="log-head">{head}</div>
      <ul>
        {lines.map((l) => (
          <li
            key={l.id}
            className={`${l.seat === null ? '' : (colors[l.seat] ?? '')}${l.moment ? ` big moment-${l.moment}` : ''}`}
            data-moment={l.moment ?? undefined}
          >
            {l.text}
          </li>
        ))}
        {hidden > 0 && <li className="muted log-folded">{t('log.folded', { n: hidden })}</li>}
      </ul>
    </li>
  );
});

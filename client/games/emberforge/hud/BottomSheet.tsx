import { useState } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useT } from '../i18n/index.js';
import { BoardSummary } from './BoardSummary.js';
import { GameLog } from './GameLog.js';
import { PlayerPanels } from './PlayerPanels.js';

type Tab = 'players' | 'board' | 'log';

/**
 * Phones: the side columns fold into one sheet at the bottom edge, one tab at a time, at most a third
 * of the screen high (CSS), so the table stays visible. Closed, it is a row of three tab buttons.
 */
export function BottomSheet({ view }: { view: GameView }) {
  const t = useT();
  const [tab, setTab] = useState<Tab | null>(null);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'players', label: t('lobby.players') },
    { id: 'board', label: t('word.embers') },
    { id: 'log', label: t('log.title') },
  ];
  return (
    <div className={`hud-sheet${tab ? ' open' : ''}`} data-testid="bottom-sheet" data-open={tab ?? ''}>
      <div className="sheet-tabs seg" role="tablist">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-pressed={tab === id}
            onClick={() => setTab(tab === id ? null : id)}
            data-testid={`sheet-${id}`}
          >
            {label}
          </button>
        ))}
        {tab && (
          <button type="button" onClick={() => setTab(null)} data-testid="sheet-close" title={t('sheet.close')}>
            ✕
          </button>
        )}
      </div>
      {tab && (
        <div className="sheet-body" role="tabpanel">
          {tab === 'players' && <PlayerPanels view={view} />}
          {tab === 'board' && <BoardSummary view={view} />}
          {tab === 'log' && <GameLog view={view} />}
        </div>
      )}
    </div>
  );
}

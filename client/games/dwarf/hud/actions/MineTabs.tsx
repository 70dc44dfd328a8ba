import { useT } from '../../i18n/index.js';

/** On a phone at a table of two mines: which mine's positions and piles the action panel lists (the other is one tap away). */
export function MineTabs({ mines, shown, onShow }: { mines: number; shown: number; onShow: (mine: number) => void }) {
  const t = useT();
  return (
    <span className="seg dwarf-mine-tabs" role="group" aria-label={t('dwarf.positions')}>
      {Array.from({ length: mines }, (_, m) => (
        <button key={m} type="button" aria-pressed={shown === m} onClick={() => onShow(m)} data-testid={`dwarf-mine-tab-${m}`}>
          {t('dwarf.mine', { n: m + 1 })}
        </button>
      ))}
    </span>
  );
}

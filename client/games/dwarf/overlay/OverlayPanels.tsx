import { activeSeat, RESOURCES, type GameView } from '../../../../shared/games/dwarf/index.js';
import { tableState } from '../../../../shared/games/dwarf/engine/tableState.js';
import { useT } from '../audienceWords/index.js';
import { categoryLeads } from './categoryLeads.js';
import { ResourceIcon } from '../hud/ResourceIcon.js';
import './dwarfOverlay.css';

/**
 * DWARF's overlay panels (issue 40): each participant (the solo automa too) with its resources as
 * tokens of their own shape and colour, the categories it leads outright (steel, gold, artefacts: the
 * end's comparison) marked, its medals (the first tie-break), the first-player marker and whose move
 * it is. `compact`: one row of small panels across the top.
 */
export function OverlayPanels({ view, compact }: { view: GameView; compact: boolean }) {
  const t = useT();
  const leads = categoryLeads(view.players.map((p) => p.res));
  const active = view.end ? null : activeSeat(tableState(view));
  return (
    <ol className={`ov-panels dw-panels${compact ? ' compact' : ''}`} data-testid="overlay-panels">
      {view.players.map((p, who) => {
        const led = leads[who]!;
        return (
          <li
            key={who}
            className={`ov-panel dw-panel ${p.color}${active === who ? ' active' : ''}`}
            data-testid={`overlay-panel-${who}`}
            data-led={led.join(',')}
            data-medals={p.res.medals}
            data-artefacts={p.res.artefacts}
          >
            <span className="dw-head">
              <span className={`swatch ${p.color}`} />
              <span className="ov-name">{p.name}</span>
              {view.firstPlayer === who && (
                <span
                  className="dw-first"
                  title={t('dwarfOverlay.first')}
                  aria-label={t('dwarfOverlay.first')}
                  data-testid={`overlay-first-${who}`}
                >
                  ⚒
                </span>
              )}
            </span>
            <span className="dw-res">
              {RESOURCES.map((r) => {
                const lead = (led as readonly string[]).includes(r);
                const name = t(`dwarfOverlay.res.${r}`);
                return (
                  <span
                    key={r}
                    className={`dw-count${lead ? ' lead' : ''}${p.res[r] === 0 ? ' zero' : ''}`}
                    title={lead ? `${name} · ${t('dwarfOverlay.leads', { category: name })}` : name}
                    aria-label={t('dwarfOverlay.count', { n: p.res[r], res: name })}
                    data-res={r}
                  >
                    <ResourceIcon resource={r} />
                    <b>{p.res[r]}</b>
                  </span>
                );
              })}
            </span>
            {!compact && <span className="ov-words dw-words">{t('dwarfOverlay.led', { n: led.length })}</span>}
          </li>
        );
      })}
    </ol>
  );
}

import { CATEGORIES } from '../../../../shared/games/dwarf/engine/constants.js';

/** The categories compared first, then the tie-breaks in their order (medals, iron; artefacts is a category). */
const COLUMNS = [...CATEGORIES, 'medals', 'iron'] as const;
import { useT } from '../i18n/index.js';
import type { StandingLine } from '../viewModel/endSummary.js';
import { ResourceCount } from './ResourceCount.js';

/** The final standings: place, player, categories led outright, and the categories (steel, gold, artefacts) and the tie-breaks (medals, iron). */
export function FinalStandings({ lines }: { lines: StandingLine[] }) {
  const t = useT();
  return (
    <div className="dwarf-standings-scroll">
      <table className="dwarf-standings" data-testid="dwarf-standings">
        <caption className="small muted">{t('dwarf.end.standings')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dwarf.end.place')}</th>
            <th scope="col">{t('dwarf.end.player')}</th>
            <th scope="col">{t('dwarf.end.led')}</th>
            {COLUMNS.map((r) => (
              <th key={r} scope="col">
                {t(`dwarf.res.${r}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.who} className={l.winner ? 'winner' : undefined} data-testid={`dwarf-standing-${l.who}`}>
              <td>{l.winner ? '★' : l.place}</td>
              <td>
                <span className={`ember-dot ${l.color}`} aria-hidden /> {l.name}
              </td>
              <td>{l.led}</td>
              {COLUMNS.map((r) => (
                <td key={r}>
                  <ResourceCount resource={r} n={l.res[r]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

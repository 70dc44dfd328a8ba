import { ACTION_TYPES } from '../../../../../shared/games/dwarf/index.js';
import type { Lang } from '../../../../state/uiStore.js';
import { CATEGORIES } from '../../../../../shared/games/dwarf/engine/constants.js';
import { RulesDialog } from '../../../../ui/RulesDialog.js';
import { effectText, useLang, useT } from '../../i18n/index.js';
import { ActionTypeBadge } from '../ActionTypeBadge.js';
import { ResourceCount } from '../ResourceCount.js';

/**
 * How to play DWARF (EN/ES): how to win first, then a round (Extraction, Selection, Special Action,
 * Call for Help, Defend, Extract, Forge), then the cards and the solo automa. The HUD's "?" opens it,
 * and so do the lobby and the waiting room (GamePackage.Rules); Escape closes it.
 */
export function RulesPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <RulesDialog title={t('dwarf.rules.title')} onClose={onClose} className="dwarf-rules">
      <h3>{t('dwarf.rules.goal')}</h3>
      <p className="dwarf-rules-cats" aria-hidden>
        {CATEGORIES.map((c) => (
          <ResourceCount key={c} resource={c} n={3} />
        ))}
      </p>
      <p data-testid="rules-goal">{t('dwarf.rules.goalText')}</p>
      <p>{t('dwarf.rules.endText')}</p>
      <h3>{t('dwarf.rules.roundTitle')}</h3>
      <ol className="rules-steps" data-testid="rules-round">
        <li>{t('dwarf.rules.extraction')}</li>
        <li>{t('dwarf.rules.selection')}</li>
        <li>{t('dwarf.rules.special')}</li>
        <li>{t('dwarf.rules.help')}</li>
        <li>{t('dwarf.rules.defend')}</li>
        <li>{t('dwarf.rules.extract')}</li>
        <li>{t('dwarf.rules.forge')}</li>
      </ol>
      <h3>{t('dwarf.rules.cardsTitle')}</h3>
      <p>{t('dwarf.rules.cards')}</p>
      <ul className="dwarf-rules-types" aria-label={t('dwarf.rules.types')}>
        {ACTION_TYPES.map((a) => (
          <li key={a}>
            <ActionTypeBadge type={a} />: {typeExample(a, lang)}
          </li>
        ))}
      </ul>
      <h3>{t('dwarf.rules.automaTitle')}</h3>
      <p data-testid="rules-automa">{t('dwarf.rules.automa')}</p>
    </RulesDialog>
  );
}

function typeExample(type: (typeof ACTION_TYPES)[number], lang: Lang): string {
  switch (type) {
    case 'extract':
      return `${effectText({ kind: 'ironVein' }, lang)} ${effectText({ kind: 'goldVein' }, lang)} ${effectText({ kind: 'steelAlloy' }, lang)}`;
    case 'forge':
      return effectText({ kind: 'forge', recipe: { steel: 3, gold: 0, iron: 0 } }, lang);
    case 'defend':
      return `${effectText({ kind: 'monster', monster: 'dragon' }, lang)} ${effectText({ kind: 'medalOfValour' }, lang)}`;
    case 'callForHelp':
      return effectText({ kind: 'callForHelp' }, lang);
  }
}

import { useCallback, useState, type ComponentType } from 'react';
import { useT } from '../i18n/index.js';
import { loadGamePackage } from '../platform/gamePackages.js';

type Rules = ComponentType<{ onClose: () => void }>;

/**
 * "How to play" before sitting down (issue 41): the game's own rules panel (how to win, then a round,
 * then the zones: the one its HUD opens), from the lobby and the waiting room. The panel comes with the
 * game's package, fetched on the first press (the lobby's first JavaScript carries no game; the package
 * is the one the table will need anyway).
 */
export function RulesButton({
  game,
  testId,
  label,
}: {
  game: string;
  testId: string;
  /** Instead of "How to play" (the lobby's header names each game). */ label?: string;
}) {
  const t = useT();
  const [Rules, setRules] = useState<Rules | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const show = () => {
    setFailed(false);
    if (Rules) {
      setOpen(true);
      return;
    }
    setLoading(true);
    loadGamePackage(game).then(
      (pkg) => {
        // A component in state: set through a function, or React would call it as an updater.
        setRules(() => pkg.Rules);
        setLoading(false);
        setOpen(true);
      },
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <button type="button" className="btn small" onClick={show} disabled={loading} aria-haspopup="dialog" data-testid={testId}>
        ? {loading ? t('common.loading') : (label ?? t('lobby.rules'))}
      </button>
      {failed && (
        <span className="small error-line" role="alert">
          {t('load.failedTitle')}
        </span>
      )}
      {open && Rules && <Rules onClose={close} />}
    </>
  );
}

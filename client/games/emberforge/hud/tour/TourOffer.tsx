import { useT } from '../../i18n/index.js';

/** The guided first round's offer, under the first hint: take it, or decline it (both remembered). */
export function TourOffer({ onStart, onSkip }: { onStart: () => void; onSkip: () => void }) {
  const t = useT();
  return (
    <span className="tour-offer" data-testid="tour-offer">
      {t('tour.offer')}{' '}
      <button type="button" className="btn small primary" onClick={onStart} data-testid="tour-start">
        {t('tour.start')}
      </button>{' '}
      <button type="button" className="btn small ghost" onClick={onSkip} data-testid="tour-decline">
        {t('tour.decline')}
      </button>
    </span>
  );
}

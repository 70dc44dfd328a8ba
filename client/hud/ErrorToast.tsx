import { useEffect, useState } from 'react';
import { isMessageKey, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';

const SHOW_MS = 8000;
/** Codes after which the client is back in the lobby: the translated reason says it all. */
export const TABLE_GONE_CODES: readonly string[] = ['table_not_found', 'table_closed', 'seat_expired'];

/** A refused action or a lost table: the server's reason (translated by its code, with the server's own words). */
export function ErrorToast() {
  const t = useT();
  const lastError = useGameStore((s) => s.lastError);
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  useEffect(() => {
    if (!lastError) return;
    const timer = setTimeout(() => setHiddenAt(lastError.at), SHOW_MS);
    return () => clearTimeout(timer);
  }, [lastError]);
  if (!lastError || hiddenAt === lastError.at) return null;
  const key = `error.${lastError.code}`;
  const reason = isMessageKey(key) ? t(key) : t('error.unknown');
  const gone = TABLE_GONE_CODES.includes(lastError.code);
  return (
    <div className="toast-stack">
      <div className="toast" role="alert" data-testid="error-toast" onClick={() => setHiddenAt(lastError.at)}>
        <b>{t(gone ? 'error.titleTableGone' : 'error.title')}</b>
        <span>{reason}</span>
        {!gone && lastError.message && lastError.message !== reason && <div className="small muted">{lastError.message}</div>}
      </div>
    </div>
  );
}

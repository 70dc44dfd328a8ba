import type { EngineError } from '../../../../../shared/games/emberforge/index.js';
import { isMessageKey, type Translate } from '../../i18n/index.js';
import type { Reason } from '../../viewModel/legality.js';

/** An engine refusal in the UI language (falls back to the engine's English message). */
export function reasonText(error: EngineError | null, t: Translate): string | null {
  if (!error) return null;
  const key = `error.${error.code}`;
  return isMessageKey(key) ? t(key) : error.message;
}

/** Why a gesture did nothing (viewModel/legality.ts's Reason), in the UI language. */
export function reasonWords(reason: Reason, t: Translate): string {
  if ('error' in reason) {
    const text = reasonText(reason.error, t) ?? '';
    return reason.zone ? `${t(`zone.${reason.zone}`)}: ${text}` : text;
  }
  if ('text' in reason) return reason.text;
  return t(reason.key, reason.zone ? { zone: t(`zone.${reason.zone}`) } : undefined);
}

import type { EngineError } from '../../../../../shared/games/emberforge/index.js';
import { isMessageKey, type Translate } from '../../i18n/index.js';

/** An engine refusal in the UI language (falls back to the engine's English message). */
export function reasonText(error: EngineError | null, t: Translate): string | null {
  if (!error) return null;
  const key = `error.${error.code}`;
  return isMessageKey(key) ? t(key) : error.message;
}

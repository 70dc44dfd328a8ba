import type { TABLE_LIMITS as SERVER_LIMITS } from '../../shared/protocol/tableOptions.js';
import { useT } from '../i18n/index.js';

/**
 * The server's limits (shared/protocol/tableOptions.ts), typed from there: a different value fails the
 * type-check. Not imported as values: that module brings zod into the lobby's first JavaScript.
 */
const TABLE_LIMITS: Pick<typeof SERVER_LIMITS, 'broadcastDelayMax' | 'casterMinDelaySeconds'> = {
  broadcastDelayMax: 900,
  casterMinDelaySeconds: 60,
};

/** The delay presets of the create form (seconds; 0 = no delayed broadcast). */
const PRESETS = [0, 30, 120, 300] as const;

/** A delay typed in the form, as the server accepts it: an integer 0-900. */
export function clampDelay(seconds: number): number {
  return Math.min(TABLE_LIMITS.broadcastDelayMax, Math.max(0, Math.round(seconds) || 0));
}

/** Whether the caster view (every hand) may be offered with this delay. */
export function casterAllowed(delaySeconds: number): boolean {
  return clampDelay(delaySeconds) >= TABLE_LIMITS.casterMinDelaySeconds;
}

/** Create form: the broadcast delay (presets and seconds) and the caster view (only with a long enough delay). */
export function BroadcastFields({
  delay,
  caster,
  casterName,
  hiddenHands = true,
  live,
  onDelay,
  onCaster,
  onLive,
}: {
  delay: number;
  caster: boolean;
  /** Who casts, with the caster view: the creator's name. */
  casterName: string;
  /** The game has hidden hands (its catalog entry): else no caster view is offered, and a line says why. */
  hiddenHands?: boolean;
  /** Spectators may watch live (only asked with a delay). */
  live: boolean;
  onDelay: (seconds: number) => void;
  onCaster: (on: boolean) => void;
  onLive: (on: boolean) => void;
}) {
  const t = useT();
  const label = (s: number) =>
    s === 0 ? t('broadcast.off') : s < 60 ? t('broadcast.secondsShort', { n: s }) : t('broadcast.minutesShort', { n: s / 60 });
  const casterOk = casterAllowed(delay);
  return (
    <div className="field" data-testid="create-broadcast">
      <span className="label">{t('broadcast.delay')}</span>
      <div className="row small">
        <span className="seg">
          {PRESETS.map((s) => (
            <button key={s} type="button" aria-pressed={delay === s} onClick={() => onDelay(s)} data-testid={`create-delay-${s}`}>
              {label(s)}
            </button>
          ))}
        </span>
        <span className="delay-seconds">
          <input
            type="number"
            min={0}
            max={TABLE_LIMITS.broadcastDelayMax}
            value={delay}
            onChange={(e) => onDelay(Number(e.target.value))}
            aria-label={t('broadcast.customSeconds')}
            title={t('broadcast.customSeconds')}
            data-testid="create-delay-seconds"
          />
          <span className="muted">{t('common.seconds')}</span>
        </span>
      </div>
      <div className="small muted">{t('broadcast.delayHint')}</div>
      {clampDelay(delay) > 0 && (
        <>
          <label className="toggle" style={{ marginTop: 6 }}>
            <input type="checkbox" checked={live} onChange={(e) => onLive(e.target.checked)} data-testid="create-live-spectators" />
            {t('broadcast.liveSpectators')}
          </label>
          <div className="small muted">{t('broadcast.liveSpectatorsHint')}</div>
        </>
      )}
      {!hiddenHands && (
        <div className="small muted" style={{ marginTop: 6 }} data-testid="create-no-caster">
          {t('lobby.noCasterView')}
        </div>
      )}
      {hiddenHands && (
        <>
          <label className="toggle" style={{ marginTop: 6, opacity: casterOk ? 1 : 0.55 }}>
            <input
              type="checkbox"
              checked={caster && casterOk}
              disabled={!casterOk}
              onChange={(e) => onCaster(e.target.checked)}
              data-testid="create-caster"
            />
            {t('broadcast.caster')}
          </label>
          <div className="small muted" data-testid="create-caster-hint">
            {t('broadcast.casterHint', { n: TABLE_LIMITS.casterMinDelaySeconds })}
          </div>
          {caster && casterOk && (
            <div className="small" data-testid="create-caster-hosts">
              {t('broadcast.casterHosts')} {t('broadcast.casterName', { name: casterName })}
            </div>
          )}
        </>
      )}
    </div>
  );
}

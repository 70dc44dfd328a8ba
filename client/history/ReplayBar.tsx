import { catalogEntry, gameIdOf } from '../../shared/platform/gameCatalog.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../hud/Icon.js';
import { replayFileText } from './historyApi.js';
import { SPEEDS, useReplayStore, type Speed } from './replayStore.js';
import type { ReplayViewer } from './replayTimeline.js';
import { TimelineScrubber } from './TimelineScrubber.js';

/** The replay's controls: play/pause, speed, steps by action and by round, the timeline, the view, the download. */
export function ReplayBar() {
  const t = useT();
  const s = useReplayStore();
  const { timeline, replay } = s;
  if (!timeline || !replay) return null;
  const round = timeline.rounds[s.position]!;
  const atEnd = s.position >= timeline.length;
  const game = gameIdOf(replay);
  // A game with no hidden hands (DWARF) looks the same from every seat: no view to choose.
  const views = catalogEntry(game)?.hiddenHands ?? true;
  const download = () => {
    const url = URL.createObjectURL(new Blob([replayFileText(replay)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${game}-replay-${replay.id ?? 'game'}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const viewValue = String(s.viewer);
  const setView = (v: string) => s.setViewer((v === 'public' || v === 'all' ? v : Number(v)) as ReplayViewer);
  return (
    <div
      className="panel replay-bar"
      data-testid="replay-bar"
      // A button clicked gives the focus back to the page: Space then plays or pauses (replayKeys.ts).
      onPointerUp={(e) => {
        const button = (e.target as HTMLElement).closest('button');
        if (button) setTimeout(() => button.blur());
      }}
    >
      <div className="row replay-row">
        <button
          type="button"
          className="btn small"
          onClick={() => s.stepRound(-1)}
          disabled={s.position === 0}
          title={`${t('replay.roundBack')} (Shift+←)`}
          aria-label={t('replay.roundBack')}
          data-testid="replay-round-back"
        >
          <Icon name="roundBack" />
        </button>
        <button
          type="button"
          className="btn small"
          onClick={() => s.step(-1)}
          disabled={s.position === 0}
          title={`${t('replay.stepBack')} (←)`}
          aria-label={t('replay.stepBack')}
          data-testid="replay-back"
        >
          <Icon name="stepBack" />
        </button>
        <button
          type="button"
          className="btn small primary"
          onClick={() => s.setPlaying(!s.playing)}
          title={`${s.playing ? t('replay.pause') : t('replay.play')} (${t('replay.spaceKey')})`}
          data-testid="replay-play"
          aria-pressed={s.playing}
        >
          {s.playing ? <Icon name="pause" /> : <Icon name="play" />} {s.playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button
          type="button"
          className="btn small"
          onClick={() => s.step(1)}
          disabled={atEnd}
          title={`${t('replay.stepForward')} (→)`}
          aria-label={t('replay.stepForward')}
          data-testid="replay-forward"
        >
          <Icon name="stepForward" />
        </button>
        <button
          type="button"
          className="btn small"
          onClick={() => s.stepRound(1)}
          disabled={atEnd}
          title={`${t('replay.roundForward')} (Shift+→)`}
          aria-label={t('replay.roundForward')}
          data-testid="replay-round-forward"
        >
          <Icon name="roundForward" />
        </button>
        <span className="seg replay-speeds" role="group" aria-label={t('replay.speed')}>
          {SPEEDS.map((v: Speed) => (
            <button
              key={v}
              type="button"
              className="btn small"
              aria-pressed={s.speed === v}
              onClick={() => s.setSpeed(v)}
              data-testid={`replay-speed-${v}`}
            >
              {v}x
            </button>
          ))}
        </span>
        <span className="small replay-where" data-testid="replay-position" data-position={s.position}>
          {t('replay.position', { p: s.position, n: timeline.length })} · {t('word.round')} {round}
        </span>
      </div>
      <TimelineScrubber />
      <div className="row replay-row">
        {views && (
          <label className="small">
            {t('replay.view')}{' '}
            <select
              value={viewValue}
              onChange={(e) => {
                setView(e.currentTarget.value);
                e.currentTarget.blur(); // the replay's keys work again at once
              }}
              data-testid="replay-view"
            >
              <option value="public">{t('replay.viewPublic')}</option>
              <option value="all">{t('replay.viewAll')}</option>
              {replay.config.players.map((p, i) => (
                <option key={i} value={String(i)}>
                  {t('replay.viewSeat', { name: p.name })}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="spacer" />
        <button type="button" className="btn small" onClick={download} data-testid="replay-download">
          <Icon name="download" size={12} /> {t('replay.download')}
        </button>
      </div>
    </div>
  );
}

import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { useT, type MessageKey } from '../i18n/index.js';
import { markerLanes } from './markerLanes.js';
import { useReplayStore } from './replayStore.js';

/**
 * The timeline: a slider over every action, with markers (overheats, forgings, commissions, victory) to
 * jump to; markers of the same or neighbouring actions stack in rows (markerLanes).
 */
export function TimelineScrubber() {
  const t = useT();
  const timeline = useReplayStore((s) => s.timeline);
  const position = useReplayStore((s) => s.position);
  const seek = useReplayStore((s) => s.seek);
  const rows = useMemo(
    () =>
      timeline
        ? markerLanes(
            timeline.markers.map((m) => m.position),
            timeline.length,
          )
        : null,
    [timeline],
  );
  if (!timeline || !rows) return null;
  const n = Math.max(1, timeline.length);
  return (
    <div className="replay-timeline" style={{ '--lanes': rows.count } as CSSProperties}>
      <div className="replay-markers" aria-hidden="true">
        {timeline.markers.map((m, i) => (
          <button
            key={i}
            type="button"
            tabIndex={-1}
            className={`replay-marker mk-${m.kind}`}
            style={{ left: `${(100 * m.position) / n}%`, '--lane': rows.lanes[i] } as CSSProperties}
            title={`${t(`replay.marker.${m.kind}` as MessageKey)} · ${t('replay.position', { p: m.position, n: timeline.length })}`}
            data-testid={`marker-${m.kind}`}
            data-position={m.position}
            onClick={() => seek(m.position)}
          ></button>
        ))}
      </div>
      <input
        type="range"
        min={0}
        max={timeline.length}
        step={1}
        value={position}
        aria-label={t('replay.timeline')}
        data-testid="replay-scrub"
        onChange={(e) => seek(Number(e.currentTarget.value))}
      />
    </div>
  );
}

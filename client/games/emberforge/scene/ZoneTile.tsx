/**
 * The interactive layer of one zone: a pick surface (onPick zone), a glowing frame when the zone is
 * pickable, hovered or being resolved, a check when the player whose turn it is has resolved it this
 * round, and a badge counting whose embers are on it (on the tile, beside its picture).
 */
import { useDraftStore } from '../play/draftStore.js';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import Html from '../../../scene/SceneHtml.js';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import { dispatchIntent } from '../play/dispatch.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../../../state/uiStore.js';
import { BADGE_ANCHOR, CHECK_OFFSET, ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import { PLAYER_HEX, PLAYER_MARK } from './playerColors.js';
import ZoneGlowFrame from './ZoneGlowFrame.js';

/** The ember-count badge (up to about 90 px wide) kept within its zone (four colours ran into the next zone's badge), down to 40% on a phone's whole-table view. */
const BADGE_SHRINK = { unitPx: 40, min: 0.4 };

const NO_EMBERS: readonly number[] = [];

/** Re-renders only when what it draws changes (the store shares unchanged parts of the view: sharedParts.ts). */
export default function ZoneTile({ zone }: { zone: Zone }) {
  const pickable = useDraftStore((s) => s.highlight.zones.includes(zone));
  const center = ZONE_CENTERS[zone];
  const embers = useGameStore((s) => s.view?.zones[zone].embers ?? NO_EMBERS);
  const colors = useGameStore(useShallow((s) => s.view?.players.map((p) => p.color) ?? []));
  const resolving = useGameStore((s) => s.view?.resolving?.zone === zone);
  const resolved = useGameStore((s) => (s.view ? (s.view.players[s.view.activeSeat]?.resolvedZones.includes(zone) ?? false) : false));
  const counts = colors
    .map((color, seat) => ({ color: PLAYER_HEX[color], mark: PLAYER_MARK[color], n: embers.filter((s) => s === seat).length }))
    .filter((c) => c.n > 0);
  const [hovered, setHovered] = useState(false);
  return (
    <group position={center}>
      <mesh
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, 0.02, 0]}
        onClick={(e) => {
          e.stopPropagation();
          dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone } });
        }}
        onPointerOver={() => {
          if (pickable) document.body.style.cursor = 'pointer';
          setHovered(true);
          useUiStore.getState().setPointerFocus({ kind: 'zone', zone });
        }}
        onPointerOut={() => {
          document.body.style.cursor = '';
          setHovered(false);
          const ui = useUiStore.getState();
          if (ui.pointerFocus?.kind === 'zone' && ui.pointerFocus.zone === zone) ui.setPointerFocus(null);
        }}
      >
        <planeGeometry args={[ZONE_SIZE, ZONE_SIZE]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      <ZoneGlowFrame
        active={pickable || resolving || hovered}
        pulse={pickable}
        color={pickable ? '#ffc45a' : resolving ? '#ffe2a0' : '#b89a6a'}
      />
      <Html position={CHECK_OFFSET} center style={{ pointerEvents: 'none' }}>
        <div
          data-testid={`zone-resolved-${zone}`}
          style={{
            display: resolved ? 'grid' : 'none',
            placeItems: 'center',
            width: 26,
            height: 26,
            borderRadius: 13,
            background: '#1f7a3a',
            border: '2px solid #eafff0',
            color: '#fff',
            font: '900 16px system-ui, sans-serif',
            boxShadow: '0 2px 6px rgba(0,0,0,0.6)',
          }}
        >
          ✓
        </div>
      </Html>
      {/* Always mounted, hidden when empty: the badge does not flicker in and out. */}
      {
        <Html position={BADGE_ANCHOR} shrink={BADGE_SHRINK} style={{ pointerEvents: 'none', transform: 'translate(0, -50%)' }}>
          <div
            data-testid={`zone-embers-${zone}`}
            style={{
              display: counts.length > 0 ? 'flex' : 'none',
              gap: 5,
              padding: '2px 6px',
              borderRadius: 10,
              background: 'rgba(15,8,4,0.82)',
              border: '1px solid rgba(230,180,90,0.6)',
              font: '700 12px system-ui, sans-serif',
              color: '#fff4dc',
              whiteSpace: 'nowrap',
            }}
          >
            {counts.map((c) => (
              <span key={c.color} style={{ display: 'inline-flex', alignItems: 'center', gap: 3 }}>
                <span style={{ color: c.color, fontSize: 12, lineHeight: 1, textShadow: '0 0 2px #000, 0 0 4px #000' }}>{c.mark}</span>
                {c.n}
              </span>
            ))}
            <span style={{ opacity: 0.7 }}>= {embers.length}</span>
          </div>
        </Html>
      }
    </group>
  );
}

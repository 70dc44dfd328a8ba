/**
 * The interactive layer of one zone: a pick surface (onPick zone), a glowing frame when the zone is
 * pickable or being resolved, and a badge counting whose embers are on it.
 */
import Html from './SceneHtml.js';
import type { GameView, Zone } from '../../shared/index.js';
import { dispatchIntent } from '../input/dispatch.js';
import { useUiStore } from '../state/uiStore.js';
import { ZONE_CENTERS, ZONE_SIZE } from './layout.js';
import { PLAYER_HEX } from './playerColors.js';
import ZoneGlowFrame from './ZoneGlowFrame.js';

interface Props {
  zone: Zone;
  view: GameView;
}

export default function ZoneTile({ zone, view }: Props) {
  const pickable = useUiStore((s) => s.highlight.zones.includes(zone));
  const center = ZONE_CENTERS[zone];
  const embers = view.zones[zone].embers;
  const counts = view.players
    .map((p) => ({ color: PLAYER_HEX[p.color], n: embers.filter((s) => s === p.seat).length }))
    .filter((c) => c.n > 0);
  const resolving = view.resolving?.zone === zone;
  return (
    <group position={center}>
      <mesh
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, 0.02, 0]}
        onClick={(e) => {
          e.stopPropagation();
          dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone } });
        }}
        onPointerOver={() => pickable && (document.body.style.cursor = 'pointer')}
        onPointerOut={() => (document.body.style.cursor = '')}
      >
        <planeGeometry args={[ZONE_SIZE, ZONE_SIZE]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      <ZoneGlowFrame active={pickable || resolving} pulse={pickable} color={pickable ? '#ffc45a' : '#ffe2a0'} />
      {/* Always mounted, hidden when empty: the badge does not flicker in and out. */}
      {
        <Html position={[ZONE_SIZE / 2 - 0.35, 0.05, ZONE_SIZE / 2 - 0.2]} center style={{ pointerEvents: 'none' }}>
          <div
            style={{
              display: counts.length > 0 ? 'flex' : 'none',
              gap: 6,
              padding: '2px 7px',
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
                <span style={{ width: 9, height: 9, borderRadius: 5, background: c.color, boxShadow: `0 0 5px ${c.color}` }} />
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

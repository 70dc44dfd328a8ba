/** A player's leather mat (trimmed in their colour) with their name, hand size and turn marker. */
import Html from '../../../scene/SceneHtml.js';
import { memo, useMemo } from 'react';
import * as THREE from 'three';
import type { PlayerColor } from '../../../../shared/games/emberforge/index.js';
import { PLAYER_HEX, PLAYER_MARK } from './playerColors.js';
import { AREA, type SeatFrame } from './layout.js';
import { matTexture } from './matTexture.js';

interface Props {
  name: string;
  color: PlayerColor;
  /** Cards in this player's hand (shown on other players' mats). */
  handCount: number;
  frame: SeatFrame;
  active: boolean;
  isMe: boolean;
  botControlled: boolean;
  /** This player has won: the mat glows gold. */
  winner: boolean;
}

export default memo(function PlayerArea({ name, color, handCount, frame, active, isMe, botControlled, winner }: Props) {
  const hex = PLAYER_HEX[color];
  const map = useMemo(() => matTexture(color), [color]);
  const emissive = useMemo(() => new THREE.Color(winner ? '#ffb830' : hex), [hex, winner]);
  return (
    <group position={frame.position} rotation={[0, frame.rotationY, 0]}>
      <mesh position={[0.75, 0.004, 0.45]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[11.6, 4.3]} />
        <meshStandardMaterial map={map} roughness={0.85} emissive={emissive} emissiveIntensity={winner ? 0.35 : active ? 0.08 : 0} />
      </mesh>
      <Html position={[AREA.emberHomeX - 0.2, 0.05, AREA.nameZ]} center style={{ pointerEvents: 'none' }}>
        <div
          data-testid="area-name-tag"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            padding: '3px 10px',
            borderRadius: 12,
            whiteSpace: 'nowrap',
            font: '600 13px system-ui, sans-serif',
            color: '#fff4dc',
            background: winner ? 'rgba(120,80,10,0.95)' : active ? 'rgba(90,40,10,0.9)' : 'rgba(20,12,8,0.78)',
            border: `2px solid ${winner ? '#ffd700' : active ? '#ffb347' : hex}`,
            boxShadow: winner ? '0 0 18px #ffd700' : active ? '0 0 12px #ff9a2a' : 'none',
          }}
        >
          <span style={{ color: hex, fontSize: 13, lineHeight: 1, textShadow: `0 0 2px #000, 0 0 6px ${hex}` }}>{PLAYER_MARK[color]}</span>
          {winner && <span style={{ color: '#ffd700' }}>♛</span>}
          <span>{name}</span>
          {botControlled && <span style={{ opacity: 0.7 }}>⚙</span>}
          {!isMe && (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 3, opacity: 0.9 }}>
              <span style={{ width: 8, height: 11, borderRadius: 2, background: '#5a2a14', border: '1px solid #c9a227' }} />
              {handCount}
            </span>
          )}
        </div>
      </Html>
    </group>
  );
});

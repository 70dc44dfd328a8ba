/**
 * Small pictures of the table's own pieces for the rules panel, drawn with the scene's colours and
 * shapes: an ember (the faceted gem in a player colour), a zone tile (its board tint and name), the
 * Overheat / Cooldown token, a forged (upright) and an in-progress (horizontal) weapon card, and the
 * gold Completed Commission token.
 */
import { COLLECTION_STYLE } from '../../../../../shared/games/emberforge/index.js';
import type { Collection, PlayerColor, Zone } from '../../../../../shared/games/emberforge/index.js';
import { PLAYER_HEX } from '../../scene/playerColors.js';
import { ZONE_TINT, ZONE_TITLES } from '../../scene/zoneInfo.js';
import { Icon } from '../../../../hud/Icon.js';

export function EmberPiece({ color = 'red', size = 22 }: { color?: PlayerColor; size?: number }) {
  const c = PLAYER_HEX[color];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden className="piece">
      <defs>
        <radialGradient id={`ember-${color}`} cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#fff6d0" />
          <stop offset="0.45" stopColor={c} />
          <stop offset="1" stopColor="#1a0a05" />
        </radialGradient>
      </defs>
      <polygon points="10,1 18,6 18,14 10,19 2,14 2,6" fill={`url(#ember-${color})`} stroke="#000" strokeOpacity="0.4" />
      <path d="M2 6L10 10L18 6M10 10L10 19" fill="none" stroke="#fff" strokeOpacity="0.25" />
    </svg>
  );
}

export function ZonePiece({ zone, width = 70 }: { zone: Zone; width?: number }) {
  return (
    <svg width={width} height={width * 0.6} viewBox="0 0 70 42" aria-hidden className="piece">
      <rect x="1" y="1" width="68" height="40" rx="5" fill={ZONE_TINT[zone]} stroke="#e8b04a" strokeOpacity="0.6" />
      <text x="35" y="25" textAnchor="middle" fontSize="10" fontFamily="Georgia, serif" fill="#f3e6d3" letterSpacing="0.5">
        {ZONE_TITLES[zone]}
      </text>
    </svg>
  );
}

export function HeatPiece({ kind, size = 24 }: { kind: 'overheat' | 'cooldown'; size?: number }) {
  const hot = kind === 'overheat';
  return (
    <span className={`heat-piece ${hot ? 'hot' : 'cool'}`} style={{ width: size, height: size }} aria-hidden>
      <Icon name={hot ? 'fire' : 'snow'} size={Math.round(size * 0.6)} />
    </span>
  );
}

export function CardPiece({ collection = 'axes', forged = true }: { collection?: Collection; forged?: boolean }) {
  const frame = COLLECTION_STYLE[collection].color;
  const w = forged ? 22 : 32;
  const h = forged ? 32 : 22;
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} aria-hidden className="piece">
      <rect x="1" y="1" width={w - 2} height={h - 2} rx="3" fill="#2a1b12" stroke={frame} strokeWidth="2" />
      <circle cx={w / 2} cy={h / 2} r="4" fill={frame} />
      {!forged && <circle cx={w - 7} cy={h - 7} r="3" fill="#9aa3ad" stroke="#000" strokeOpacity="0.4" />}
    </svg>
  );
}

export function CommissionPiece({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden className="piece">
      <circle cx="10" cy="10" r="8.5" fill="#ffcf5a" stroke="#8a5a00" strokeWidth="1.5" />
      <text x="10" y="14" textAnchor="middle" fontSize="11" fill="#8a5a00">
        ✦
      </text>
    </svg>
  );
}

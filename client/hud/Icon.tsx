/** Small inline SVG icons (no emoji font needed on the viewer's machine). */
export type IconName =
  | 'eye'
  | 'sound'
  | 'muted'
  | 'fire'
  | 'snow'
  | 'exit'
  | 'cards'
  | 'bot'
  | 'refresh'
  | 'copy'
  | 'hammer'
  | 'clock'
  | 'check'
  | 'play'
  | 'pause'
  | 'stepBack'
  | 'stepForward'
  | 'roundBack'
  | 'roundForward'
  | 'download'
  | 'devices'
  | 'camera';

const PATHS: Record<IconName, string> = {
  eye: 'M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5zm7 3a3 3 0 100-6 3 3 0 000 6z',
  sound: 'M2 6h3l4-3v10l-4-3H2zM11 5.5a3.5 3.5 0 010 5M12.5 3.5a6 6 0 010 9',
  muted: 'M2 6h3l4-3v10l-4-3H2zM11 6l4 4M15 6l-4 4',
  fire: 'M8 1s4 3.5 4 7.5A4 4 0 014 8.5C4 6 6 5 6 3c1.5 1 2 2.5 2 2.5S9 4 8 1zM8 15a2 2 0 01-2-2c0-1.5 2-3 2-3s2 1.5 2 3a2 2 0 01-2 2z',
  snow: 'M8 1v14M2 4.5l12 7M2 11.5l12-7M6 2.5L8 4l2-1.5M6 13.5L8 12l2 1.5',
  exit: 'M6 2H2v12h4M10 4l4 4-4 4M14 8H6',
  cards: 'M3 3h7v10H3zM6 1h7v10',
  bot: 'M3 5h10v8H3zM8 2v3M6 8.5h.01M10 8.5h.01M6 11h4',
  refresh: 'M13 3v3.5H9.5M3 13V9.5h3.5M12.5 6.5A5 5 0 003.8 5M3.5 9.5a5 5 0 008.7 1.5',
  copy: 'M5 5h8v9H5zM3 11V2h8',
  hammer: 'M2 14l6-6M6 4l3-3 5 5-3 3z',
  clock: 'M8 15A7 7 0 108 1a7 7 0 000 14zM8 4v4l3 2',
  check: 'M2 8.5l4 4 8-9',
  devices: 'M1.5 3h9v6.5h-9zM4 12h4M6 9.5V12M11 6.5h3.5V14H11zM12.75 12.5h.01',
  play: 'M4 2.5l9 5.5-9 5.5z',
  pause: 'M5 3v10M11 3v10',
  stepBack: 'M10 3L5 8l5 5',
  stepForward: 'M6 3l5 5-5 5',
  roundBack: 'M13 3L8 8l5 5M8 3L3 8l5 5',
  roundForward: 'M3 3l5 5-5 5M8 3l5 5-5 5',
  download: 'M8 2v9M4.5 7.5L8 11l3.5-3.5M2 14h12',
  camera: 'M1.5 4.5h9v7h-9zM10.5 7l4-2v6l-4-2',
};

const FILLED: IconName[] = ['eye', 'fire', 'play'];

export function Icon({ name, size = 14, title }: { name: IconName; size?: number; title?: string }) {
  const filled = FILLED.includes(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      style={{ verticalAlign: '-2px', flex: 'none' }}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}

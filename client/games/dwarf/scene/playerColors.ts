/**
 * The players' colours on DWARF's table (the lobby's five and the automa's grey), and the shape shown
 * beside each wherever seats are told apart (the platform's: ▲ ■ ◆ ● ★; the automa a cog).
 */
const HEX: Record<string, string> = {
  red: '#e0402a',
  blue: '#2f74f0',
  green: '#2bbf55',
  yellow: '#f0b915',
  purple: '#a04ff0',
  grey: '#5c5c63',
};
const MARK: Record<string, string> = { red: '▲', blue: '■', green: '◆', yellow: '●', purple: '★', grey: '⚙' };

export function playerHex(color: string): string {
  return HEX[color] ?? (/^#[0-9a-f]{6}$/i.test(color) ? color : '#c8c8c8');
}

export function playerMark(color: string): string {
  return MARK[color] ?? '•';
}

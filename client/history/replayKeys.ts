/**
 * The replay's keys, as video players have them: Space (or K) plays and pauses, ← → step by action
 * (J and L too), Shift+← → and Page Up / Page Down by round, Home and End go to the start and the end.
 * Not while typing in a field, nor where the focused control reads the key itself (the timeline's
 * slider its arrows, Home/End and Page Up/Down, a button its Space); the bar's buttons and view list
 * give the focus back to the page once used (ReplayBar), so the keys work after a click.
 */
export type ReplayCommand = 'toggle' | 'back' | 'forward' | 'roundBack' | 'roundForward' | 'start' | 'end';

type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>;

export function replayCommand(e: KeyLike): ReplayCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const target = e.target as HTMLElement | null;
  const tag = target?.tagName;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  // The timeline's slider reads the arrows, Home/End and Page Up/Down itself; play and pause still work there.
  if (tag === 'INPUT' && (target as HTMLInputElement).type === 'range' && (key === ' ' || key === 'k')) return 'toggle';
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return null;
  if ((key === ' ' || key === 'Enter') && (tag === 'BUTTON' || tag === 'A')) return null; // the control's own press
  switch (key) {
    case ' ':
    case 'k':
      return 'toggle';
    case 'ArrowLeft':
      return e.shiftKey ? 'roundBack' : 'back';
    case 'ArrowRight':
      return e.shiftKey ? 'roundForward' : 'forward';
    case 'j':
      return 'back';
    case 'l':
      return 'forward';
    case 'PageUp':
      return 'roundBack';
    case 'PageDown':
      return 'roundForward';
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}

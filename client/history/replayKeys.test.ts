import { describe, expect, it } from 'vitest';
import { replayCommand } from './replayKeys.js';

const on = (tagName: string) => ({ tagName, isContentEditable: false }) as unknown as EventTarget;
const key = (k: string, o: { shift?: boolean; ctrl?: boolean; target?: EventTarget } = {}) =>
  replayCommand({ key: k, shiftKey: !!o.shift, ctrlKey: !!o.ctrl, metaKey: false, altKey: false, target: o.target ?? on('BODY') });

describe('the replay keys', () => {
  it('play and pause, step by action and by round, go to the start and the end', () => {
    expect([' ', 'k', 'K'].map((k) => key(k))).toEqual(['toggle', 'toggle', 'toggle']);
    expect([key('ArrowLeft'), key('j'), key('ArrowRight'), key('l')]).toEqual(['back', 'back', 'forward', 'forward']);
    expect([key('ArrowLeft', { shift: true }), key('PageUp'), key('ArrowRight', { shift: true }), key('PageDown')]).toEqual([
      'roundBack',
      'roundBack',
      'roundForward',
      'roundForward',
    ]);
    expect([key('Home'), key('End')]).toEqual(['start', 'end']);
    expect([key('x'), key('1'), key('Escape'), key('h')]).toEqual([null, null, null, null]);
  });

  it('leaves a key to the control that reads it, and to the browser with a modifier', () => {
    for (const tag of ['INPUT', 'SELECT', 'TEXTAREA']) expect(key('ArrowLeft', { target: on(tag) }), tag).toBeNull();
    expect(key(' ', { target: on('BUTTON') }), 'Space presses the focused button').toBeNull();
    expect(key('ArrowRight', { target: on('BUTTON') }), 'arrows still step from a button').toBe('forward');
    expect(key('ArrowLeft', { ctrl: true })).toBeNull();
    const slider = { tagName: 'INPUT', type: 'range', isContentEditable: false } as unknown as EventTarget;
    expect([key(' ', { target: slider }), key('k', { target: slider }), key('PageDown', { target: slider })]).toEqual([
      'toggle',
      'toggle',
      null,
    ]);
  });
});

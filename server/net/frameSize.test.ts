/**
 * The transport closes any frame over DEFAULT_CONFIG.maxFrameBytes (1009) before the server reads it:
 * the largest message the protocol lets a client send must fit, with room to spare. Each message below
 * is the largest of its kind the shared schemas accept (every list at its maximum length, every card id
 * at its longest, the longest material names), framed as colyseus.js frames it (ROOM_DATA, the type as
 * a msgpack string, then msgpackr's pack of the message).
 */
import { Packr } from '@colyseus/msgpackr';
import { describe, expect, it } from 'vitest';
import { MATERIALS, parseAction } from '../../shared/games/emberforge/index.js';
import { parsePayload } from '../../shared/protocol/messages.js';
import { DEFAULT_CONFIG } from '../config.js';

const longest = [...MATERIALS].sort((a, b) => b.length - a.length)[0]!;
const id = (i: number) => `C${String(i).padStart(15, '0')}`; // 16 characters, the schema's maximum
const VERSION = Number.MAX_SAFE_INTEGER;

function frameBytes(type: string, message: unknown): number {
  return 1 + 1 + type.length + new Packr().pack(message).length;
}

const ACTIONS: unknown[] = [
  { type: 'ignar', discard: Array.from({ length: 60 }, (_, i) => id(i)), take: new Array(12).fill(longest) },
  { type: 'durgaz', payments: Array.from({ length: 12 }, (_, i) => ({ cardId: id(i), material: longest })) },
  {
    type: 'rune',
    use: {
      mode: 'ephemeral',
      cardId: id(0),
      choice: {
        materials: new Array(8).fill(longest),
        zone: 'runarium',
        fromZone: 'runarium',
        toZone: 'runarium',
        cardId: id(1),
        give: longest,
        get: longest,
        slot: 2,
        material: longest,
      },
    },
  },
  { type: 'gildar', pick: { kind: 'commission', cardId: id(0), slot: 2, materials: [longest, longest] } },
];

describe('the largest messages a client may send', () => {
  it('are accepted by the schemas, and fit a frame of maxFrameBytes with a third to spare', () => {
    const sizes: number[] = [];
    for (const action of ACTIONS) {
      expect(parseAction(action)).toMatchObject({ ok: true });
      sizes.push(frameBytes('action', { version: VERSION, action }));
    }
    const focus = { target: { kind: 'card', id: 'x'.repeat(64) } };
    expect(parsePayload('focus', focus).ok).toBe(true);
    sizes.push(frameBytes('focus', focus));
    const largest = Math.max(...sizes);
    expect(largest).toBeGreaterThan(1000); // the Ignar discard of 60 cards: about 1.2 KB
    expect(largest).toBeLessThan((DEFAULT_CONFIG.maxFrameBytes * 2) / 3);
  });

  it('a longer list than the schema allows is refused by it, not by the frame size', () => {
    const tooMany = { type: 'ignar', discard: Array.from({ length: 61 }, (_, i) => id(i)), take: [] };
    expect(parseAction(tooMany).ok).toBe(false);
    expect(frameBytes('action', { version: VERSION, action: tooMany })).toBeLessThan(DEFAULT_CONFIG.maxFrameBytes);
  });
});

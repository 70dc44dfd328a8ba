/**
 * What a page shows of the public board, read from the HUD's DOM (by data-testid): round and phase,
 * embers and heat per zone, commission cards, deck and discard, and each seat's public facts
 * (materials, forged collections, commission tokens, hand count, forged / in progress).
 * A player and a spectator must read the same thing at the same moment.
 */
import type { Page } from 'playwright-core';

export interface PublicBoard {
  round: string;
  zones: Record<string, { embers: string[]; heat: 'overheat' | 'cooldown' | '' }>;
  commissions: string[];
  deckAndDiscard: string;
  supply: string;
  players: { seat: string; name: string; materials: string; gems: number; tokens: string; hand: string; counts: string }[];
}

export function readPublicBoard(page: Page): Promise<PublicBoard> {
  return page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
    const board = document.querySelector('[data-testid="board"]');
    const zones: PublicBoard['zones'] = {};
    for (const row of Array.from(document.querySelectorAll('[data-testid^="board-zone-"]'))) {
      const zone = row.getAttribute('data-testid')!.slice('board-zone-'.length);
      zones[zone] = {
        embers: Array.from(row.querySelectorAll('.ember-dot')).map((d) => d.className.replace('ember-dot', '').trim()),
        heat: row.querySelector('.badge.hot') ? 'overheat' : row.querySelector('.badge.cool') ? 'cooldown' : '',
      };
    }
    const commissions = Array.from(document.querySelectorAll('[data-testid^="commission-"]')).map((c) => text(c));
    const smallRows = board ? Array.from(board.querySelectorAll(':scope > .row.small')) : [];
    const players = Array.from(document.querySelectorAll('[data-testid^="player-"]')).map((p) => {
      const hand = p.querySelector('[title$="in hand"], [title*="cards in hand"]');
      const lines = p.querySelectorAll(':scope > .small.muted');
      return {
        seat: p.getAttribute('data-testid')!,
        name: text(p.querySelector('.name')),
        materials: text(p.querySelector('.mats')),
        gems: p.querySelectorAll('.gems .gem:not(.off)').length,
        tokens: text(p.querySelector('.tokens')),
        hand: hand ? `${hand.getAttribute('title')}` : '',
        counts: text(lines[lines.length - 1]),
      };
    });
    return {
      round: text(document.querySelector('[data-testid="round"]')),
      zones,
      commissions,
      deckAndDiscard: text(smallRows[0]),
      supply: text(smallRows[1]),
      players,
    };
  });
}

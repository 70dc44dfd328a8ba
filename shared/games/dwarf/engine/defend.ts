/**
 * Defend (RULES-DWARF.md, "A round", 3.2), positions in reading order (the first mine, then the
 * second): a monster where a worker stands is defeated and the worker earns 1 medal; a monster on an
 * empty position attacks every player (the automa too). Medal of Valour: the worker there earns 1 medal.
 * A worker that already resolved when a Special card covered its card does not act again: the new
 * card counts as undefended (docs/RULES_DWARF_NOTES.md).
 */
import type { Monster } from '../cards/cardTypes.js';
import type { Resources } from './constants.js';
import type { Draft } from './draft.js';
import { changeResources } from './resources.js';
import { topCard, topFace } from './rules.js';

/** What a monster takes from one player holding `res`. */
export function monsterToll(monster: Monster, res: Resources): Partial<Resources> {
  switch (monster) {
    case 'orcRaiders':
      return {};
    case 'brawlers':
      return { iron: -Math.min(1, res.iron) };
    case 'dragon':
      return { gold: -Math.min(1, res.gold) };
    case 'greatDragon':
      return { gold: -res.gold };
    case 'darkFairies': {
      const n = Math.min(2, res.gold);
      return { gold: -n, iron: n };
    }
  }
}

export function defend(d: Draft): void {
  d.emit({ type: 'phaseStarted', phase: 'defend' });
  for (let pos = 0; pos < d.s.workers.length; pos++) {
    const face = topFace(d.s, pos);
    if (face.action !== 'defend') continue;
    const card = topCard(d.s, pos);
    const w = d.s.workers[pos];
    const defender = w && !w.spent ? w.who : null;
    const e = face.effect;
    if (e.kind === 'medalOfValour') {
      if (defender === null) continue;
      d.emit({ type: 'worked', who: defender, card, pos, done: true });
      changeResources(d, defender, { medals: 1 });
    } else if (e.kind === 'monster') {
      if (defender !== null) {
        d.emit({ type: 'monsterDefeated', card, pos, who: defender });
        changeResources(d, defender, { medals: 1 });
      } else {
        d.emit({ type: 'monsterAttacked', card, pos });
        if (e.monster === 'orcRaiders') d.round().orcRaid = true;
        for (let who = 0; who < d.s.players.length; who++) changeResources(d, who, monsterToll(e.monster, d.s.players[who]!.res));
      }
    }
    if (d.s.end) return;
  }
}

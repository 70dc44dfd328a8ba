/**
 * DWARF's synced state: what the server writes into its Schema after each action, encoded and decoded
 * as Colyseus sends it and read back by the client's wire, is the engine's public view, at 1 to 5 seats
 * (lists growing and shrinking in one Schema over whole games), and names no hidden card.
 */
import { Decoder, Encoder } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../../shared/games/dwarf/engine/randomPlay.js';
import { config } from '../../../../shared/games/dwarf/engine/testKit.js';
import { viewFor } from '../../../../shared/games/dwarf/engine/viewFor.js';
import type { GameState } from '../../../../shared/games/dwarf/engine/state.js';
import { secretsOf } from '../../../../shared/games/dwarf/secrets.js';
import { stateToView } from '../../../../shared/games/dwarf/wire/stateToView.js';
import { DwarfTableState, dwarfSchema } from './dwarfSchema.js';
import type { DwarfGameSchema } from './DwarfGameSchema.js';

describe('DWARF synced state', () => {
  const games = [
    { seats: 1, seed: 3, extra: { automa: 'andvettr' as const } },
    { seats: 3, seed: 4, extra: {} },
    { seats: 5, seed: 5, extra: { mountain: 'lanterns' as const } },
  ];
  for (const g of games) {
    it(`${g.seats} seat(s): the decoded state is the spectator view after every action, and holds no secret`, () => {
      const table = dwarfSchema.tableState() as DwarfTableState;
      table.game = dwarfSchema.create() as DwarfGameSchema;
      const encoder = new Encoder(table);
      const decoder = new Decoder(new DwarfTableState());
      let checked = 0;
      const check = (s: GameState) => {
        dwarfSchema.sync(table.game!, s, () => {
          throw new Error('no private part expected');
        });
        decoder.decode(checked === 0 ? encoder.encodeAll() : encoder.encode());
        encoder.discardChanges();
        const got = decoder.state.toJSON();
        expect(stateToView(got, 'spectator')).toEqual(viewFor(s, 'spectator'));
        expect(stateToView(got, 0)).toEqual(viewFor(s, 0));
        const text = JSON.stringify(got);
        for (const secret of secretsOf(s, 'spectator')) expect(text.includes(`"${secret}"`), secret).toBe(false);
        checked++;
      };
      const end = playRandomGame(config(g.seats, g.seed, g.extra), g.seed, (step) => {
        if (checked === 0) check(step.before);
        check(step.after);
      });
      expect(end.end).not.toBeNull();
      expect(checked).toBeGreaterThan(20);
      expect(dwarfSchema.privateParts(table.game!)).toEqual([]);
      expect(dwarfSchema.hands(end)).toEqual(Array.from({ length: g.seats }, () => []));
    });
  }
});

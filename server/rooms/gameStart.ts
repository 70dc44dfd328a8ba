/**
 * The host's `start`: the game is dealt to the seats as they are in the store. A start that comes while
 * a new player's join still waits for their seat's write (Seating.joinsAnswered) waits for its answer,
 * then is decided on the seats as they are: a seat whose write failed is free again, so `fillBots` gives
 * it a bot, and without it the start is refused as for any table not full (`table_not_full`). It waits on
 * the table's own write queue, behind which its own write would wait anyway: no new timeout, no new hang.
 * While it waits, a start from whoever is host then takes its place (the host may have changed), and a
 * table closing meanwhile (a graceful stop, the room gone) does not start.
 * The start itself is written ahead (TableWriter.started): nobody sees the deal before it is stored.
 */
import type { Client } from '@colyseus/core';
import type { TableRandomness } from '../game/gameSecret.js';
import { Refusal, refuse } from '../net/messageGuard.js';
import { C2S } from '../../shared/protocol/protocol.js';
import { gameSchema } from '../games/registry.js';
import { syncGame } from './fanOut.js';
import { sendWatchersBehindTheDelay } from './casterTrust.js';
import type { HostRole } from './hostRole.js';
import type { TableContext } from './tableContext.js';
import { payload } from './tableCommands.js';

/** What a start needs to know of the joins under way (Seating). */
export interface JoinsUnderWay {
  readonly joinsUnderWay: boolean;
  joinsAnswered(): Promise<void>;
}

export class GameStart {
  /** The start waiting for the joins under way: the latest asked by a host. */
  private waiting: { client: Client; fill: boolean } | null = null;

  constructor(
    private readonly ctx: TableContext,
    private readonly host: HostRole,
    private readonly randomness: TableRandomness,
    private readonly joins: JoinsUnderWay,
    /** The table is being stopped or is gone: a start that waited does not happen. */
    private readonly closing: () => boolean,
  ) {}

  /** The host asks to start (filling empty seats with bots if asked); a refusal throws, or is sent once the joins are answered. */
  request(client: Client, message: unknown): void {
    const { ctx } = this;
    this.host.requireHost(client, ctx.state.status);
    if (ctx.session.game) throw new Refusal('not_in_lobby', 'The game is starting');
    const fill = payload(C2S.start, message)?.fillBots ?? false;
    if (this.waiting) {
      this.waiting = { client, fill }; // the host now (it may have passed on while the first start waited)
      return;
    }
    if (!this.joins.joinsUnderWay) return this.begin(client, fill);
    this.waiting = { client, fill };
    void this.joins.joinsAnswered().then(() => {
      const { client, fill } = this.waiting!;
      this.waiting = null;
      if (this.closing()) return;
      try {
        this.host.requireHost(client, ctx.state.status); // still the host of a lobby
        this.begin(client, fill);
      } catch (e) {
        if (e instanceof Refusal) return refuse(client, C2S.start, e);
        ctx.log('start failed:', e);
        refuse(client, C2S.start, new Refusal('invalid_message', 'The server could not handle this message'));
      }
    });
  }

  /** Deals the game to the seats as they are now (every seat stored or queued to be, before the start's own write). */
  private begin(client: Client, fill: boolean): void {
    const { ctx } = this;
    const { seed, botSeed } = this.randomness;
    if (fill) ctx.seats.addBots(ctx.seats.count, ctx.opts.botLevel);
    if (!ctx.seats.isFull()) throw new Refusal('table_not_full', 'Fill every seat (players or bots) before starting');
    const players = ctx.seats.records.map((r) => ({ name: r.name, color: r.color! }));
    // The game makes its config from the seats, the secret seed and its own options (GameModule.configFor).
    const config = ctx.module.configFor(players, seed, ctx.opts.gameOptions);
    ctx.session.start(config);
    ctx.writer.seats(ctx.seats.records);
    // Write-ahead: nobody sees the deal before the start is stored (queued before any action of the game).
    ctx.writer.started(
      config,
      botSeed,
      ctx.timers.clock.now(),
      () => {
        ctx.hostLoop.seedBots(botSeed, ctx.seats.count);
        sendWatchersBehindTheDelay(ctx); // before the deal is in the state
        ctx.state.status = 'playing';
        ctx.state.game = gameSchema(ctx.opts.game).create();
        ctx.feed.beginAction();
        const pub = syncGame(ctx);
        ctx.afterChange();
        ctx.broadcastPatch();
        if (pub) ctx.feed.commit(pub); // the audience rooms start the game in the same step
      },
      () => {
        ctx.session.cancelStart();
        // Whoever left for good while it was being written: the table is a lobby again, so their seat is free.
        for (const rec of ctx.seats.humans())
          if (!rec.connected && rec.abandoned) {
            ctx.seats.vacate(rec.seat);
            ctx.seatViews.renew(rec.seat);
          }
        ctx.afterChange();
        refuse(client, C2S.start, new Refusal('store_failed', 'The game could not be saved, so it did not start: try again'));
      },
    );
  }
}

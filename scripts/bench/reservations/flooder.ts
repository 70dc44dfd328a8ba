/**
 * The attackers of the reservation bench (forked by scripts/bench/reservationFlood.ts; own core, own
 * event loop): server/tests/support/reservationFlood.ts's flood, from the addresses it is given, until told to stop.
 */
import { floodReservations, type Flood } from '../../../server/tests/support/reservationFlood.js';
import type { FlooderCmd, FlooderEv } from './wire.js';

const send = (m: FlooderEv) => process.send!(m);
let flood: Flood | null = null;
process.on('message', (m: FlooderCmd) => {
  if (m.cmd === 'start') {
    flood = floodReservations(m.port, m.addresses, m.tables, m.perAddress);
    send({ ev: 'started' });
  } else if (m.cmd === 'stop' && flood) {
    const stopping = flood;
    flood = null;
    void stopping.stop().then((figures) => send({ ev: 'stopped', figures }));
  }
});
send({ ev: 'ready' });

/** DWARF through the conformance kit's server-level checks (serverConformanceSuite.ts); the restart at a solo table, the automa inside the engine. */
import { dwarfSubject } from './dwarfSubject.js';
import { serverConformanceSuite } from './serverConformanceSuite.js';

serverConformanceSuite(dwarfSubject, { restart: { seats: 1, seed: 21, killAt: 12 } });

/** Dwarf Emberforge through the conformance kit's server-level checks (serverConformanceSuite.ts). */
import { emberforgeSubject } from './emberforgeSubject.js';
import { serverConformanceSuite } from './serverConformanceSuite.js';

serverConformanceSuite(emberforgeSubject, { restart: { seats: 3, seed: 21, killAt: 12 } });

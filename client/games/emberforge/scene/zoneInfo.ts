/** Display names and one-line purposes of the four board zones. */
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import type { LocalNames } from '../../../i18n/localName.js';

export const ZONE_TITLES: Record<Zone, string> = {
  ignar: 'IGNAR',
  durgaz: 'DURGAZ',
  runarium: 'RUNARIUM',
  gildar: 'GILDAR',
};

/** English and Spanish (Emberforge has no Italian: localName falls back to English). */
export const ZONE_PURPOSE: Record<Zone, LocalNames> = {
  ignar: { en: 'Recycle cards into materials', es: 'Recicla cartas en materiales' },
  durgaz: { en: 'Forge weapons', es: 'Forja armas' },
  runarium: { en: 'Use weapon abilities', es: 'Usa habilidades de armas' },
  gildar: { en: 'Draw cards · Commissions', es: 'Roba cartas · Encargos' },
};

/** Base tint of each zone panel on the board. */
export const ZONE_TINT: Record<Zone, string> = {
  ignar: '#7a2e12',
  durgaz: '#4a3a30',
  runarium: '#3a2a5c',
  gildar: '#6b5212',
};

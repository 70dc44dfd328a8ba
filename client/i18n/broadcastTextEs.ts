/**
 * Issue 12's words (broadcast delay, caster view, the streaming overlay and its ticker), in Spanish.
 * Spread into es.ts; a file apart from broadcastTextEn.ts so that it loads with es.ts, on demand.
 */
import type { broadcastEn } from './broadcastTextEn.js';

export const broadcastEs: Record<keyof typeof broadcastEn, string> = {
  'broadcast.delay': 'Retraso de emisión',
  'broadcast.delayHint':
    'Quien no está sentado (Ver, enlaces, emisiones) ve la mesa con este retraso: nadie conoce una jugada antes de tiempo.',
  'broadcast.liveSpectators': 'Dejar ver en directo a los espectadores',
  'broadcast.liveSpectatorsHint':
    'Desactivado: los espectadores ven la mesa con el retraso, como la emisión. Activado: la ven en directo, por delante de la emisión.',
  'broadcast.off': 'No',
  'broadcast.secondsShort': '{n} s',
  'broadcast.minutesShort': '{n} min',
  'broadcast.customSeconds': 'Retraso en segundos (0-900)',
  'broadcast.caster': 'Vista de comentarista (todas las manos)',
  'broadcast.casterHint': 'Un comentarista ve todas las manos, con el retraso. Requiere un retraso de al menos {n} s.',
  'broadcast.casterHosts':
    'Serás el anfitrión de esta mesa y la verás como comentarista, sin asiento: quien ve todas las manos no puede jugar.',
  'broadcast.casterWaiting':
    'Eres el anfitrión de esta mesa como comentarista: ves todas las manos con el retraso y no ocupas asiento. Invita a los jugadores o completa las plazas con bots.',
  'broadcast.casterName': 'La comentas como {name}: todos los jugadores ven este nombre antes de sentarse.',
  'broadcast.castBy': 'Comentada por {name}, que ve todas las manos con {n} s de retraso.',
  'broadcast.casterSeesYou': '{name} comenta esta mesa con todas las manos, con {n} s de retraso: {name} ve tu mano.',
  'broadcast.acceptCaster': 'Acepto que {name} vea mi mano',
  'broadcast.youCast': 'Comentas esta mesa: quien ve todas las manos no puede jugar en ella. Mírala en su lugar.',
  'broadcast.listCastBy': 'comentada por {name}',
  'broadcast.theCaster': 'el comentarista',
  'broadcast.noticeDelayed': 'Esta mesa se emite con {n} s de retraso.',
  'broadcast.noticeCaster': 'Esta mesa se emite con todas las manos, con {n} s de retraso.',
  'broadcast.listDelay': '{n} s de retraso',
  'broadcast.listCaster': 'todas las manos',
  'broadcast.listLive': 'espectadores en directo',
  'broadcast.noticeLive': 'Aquí los espectadores ven en directo.',
  'broadcast.delayedBadge': '{n} s por detrás del directo',
  'broadcast.casterBadge': 'todas las manos',
  'broadcast.seatBadge': 'asiento propio',
  'overlay.menu': 'Overlay para emitir',
  'overlay.title': 'Overlay para programas de emisión',
  'overlay.hint': 'Añade esta página como fuente de navegador (1920x1080, transparente) en OBS o similar.',
  'overlay.public': 'Vista pública',
  'overlay.publicLive': 'Esta mesa no tiene retraso: el overlay público la muestra en directo.',
  'overlay.publicDelayed': 'El overlay público muestra la mesa con {n} s de retraso.',
  'overlay.caster': 'Vista de comentarista (todas las manos, {n} s de retraso)',
  'overlay.seat': 'Tu asiento con tu mano ({n} s de retraso)',
  'overlay.seatShortDelay':
    'Esta mesa solo va {n} s por detrás: quien vea tu emisión, también tus rivales, ve tu mano casi cuando la juegas. Emite tu propio asiento en una mesa con {safe} s de retraso o más.',
  'overlay.seatNeedsDelay': 'Emitir tu propio asiento requiere una mesa con retraso de emisión.',
  'overlay.seatWarning':
    'Guárdalo en privado: quien tenga este enlace ve tu mano tal como era hace {n} s, a menudo tu mano de ahora. No puede jugar por ti.',
  'overlay.casterWarning':
    'Solo para tu emisión: quien tenga este enlace ve todas las manos, con {n} s de retraso. Nunca se lo des a un jugador.',
  'overlay.copy': 'Copiar',
  'overlay.look': 'Aspecto del overlay',
  'overlay.lookBackground': 'Fondo',
  'overlay.lookTransparent': 'Transparente',
  'overlay.lookSolid': 'Opaco',
  'overlay.lookPanels': 'Paneles de jugadores',
  'overlay.lookFull': 'Completos',
  'overlay.lookCompact': 'Compactos',
  'overlay.lookNone': 'Ninguno',
  'overlay.lookTicker': 'Teletipo de jugadas',
  'overlay.lookWholeTable': 'Mesa entera',
  'overlay.badLink': 'Este enlace de overlay no es válido',
  'overlay.badParam': '{param}={value}: se esperaba {expected}',
  'overlay.missingKey': 'mode=seat y mode=caster necesitan su clave (key=…): copia el enlace desde la mesa',
  'overlay.connecting': 'Conectando con la mesa {id}…',
  'overlay.waiting': 'Esperando a que empiece la partida…',
  'overlay.waitingDelayed': 'Esperando la partida: aparece aquí {n} s después de empezar…',
  'overlay.failed': 'El overlay no puede mostrar esta mesa: {message}',
  'overlay.noTable':
    'No hay ninguna mesa {id} abierta en este servidor: copia de nuevo el enlace del overlay desde la mesa (puede que su partida haya terminado).',
  'overlay.expectCasterKey': 'una clave de comentarista',
  'overlay.expectSeatViewKey': 'una clave de vista de asiento',
  'overlay.delayGuard': 'Esta mesa se emite con retraso y la conexión en diferido fue rechazada: el overlay no la muestra en directo.',
  'overlay.collections': '{n} de {max} colecciones',
  'overlay.commissions': '{n} de {max} encargos',
  'ticker.forged': '{seat} forjó {card}: {n} de {max} colecciones',
  'ticker.commission': '{seat} completó el encargo {commission}: {n} de {max}',
};

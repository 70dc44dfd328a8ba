/**
 * A card picked for a closer look (uiStore.inspectedCard: a click on a card that is not a choice, or a
 * tap) shown large in the middle of the screen, drawn from the card data in the current language, with
 * its name in full, its cost and its ability beside it in large high-contrast text (legible on a
 * stream at 1920x1080). Click it to put it back. (Hovering a card sets uiStore.hoveredCard, which the
 * HUD describes.)
 */
import { cardById, MATERIALS } from '../../../../shared/games/emberforge/index.js';
import { effectText } from '../i18n/abilityText.js';
import { collectionName, materialName } from '../i18n/gameText.js';
import { useUiStore } from '../../../state/uiStore.js';
import { localName } from '../../../i18n/localName.js';
import { COLLECTION_ART } from './collectionEmblems.js';
import { largeCardImage } from './cardFaceTexture.js';
import { MATERIAL_GLYPHS } from './materialGlyphs.js';
import Html from '../../../scene/SceneHtml.js';

export default function CardInspector() {
  const card = useUiStore((s) => s.inspectedCard);
  const lang = useUiStore((s) => s.lang);
  const def = card ? cardById(card) : null;
  // The Html stays mounted; only its content changes.
  return (
    <Html fullscreen zIndex={30} style={{ pointerEvents: 'none' }}>
      {card && def && (
        <div
          data-testid="scene-card-inspector"
          onClick={() => useUiStore.getState().inspect(null)}
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            display: 'flex',
            alignItems: 'center',
            gap: 20,
            pointerEvents: 'auto',
            cursor: 'pointer',
          }}
        >
          <img
            src={largeCardImage(card, lang)}
            alt={localName(def.name, lang)}
            style={{
              height: 'min(62vh, 520px)',
              borderRadius: 16,
              boxShadow: '0 16px 50px rgba(0,0,0,0.75), 0 0 30px rgba(255,140,40,0.4)',
            }}
          />
          <div
            data-testid="scene-card-inspector-text"
            style={{
              width: 'min(30vw, 380px)',
              padding: '18px 22px',
              borderRadius: 14,
              background: 'rgba(12,7,4,0.93)',
              border: `2px solid ${COLLECTION_ART[def.collection].sky[0]}`,
              color: '#fff8ea',
              font: '500 20px/1.35 system-ui, sans-serif',
              boxShadow: '0 12px 40px rgba(0,0,0,0.7)',
            }}
          >
            <div style={{ font: '700 28px/1.15 Georgia, serif', overflowWrap: 'anywhere' }}>{localName(def.name, lang)}</div>
            <div style={{ opacity: 0.85, fontSize: 16, margin: '4px 0 12px', letterSpacing: 1 }}>
              {collectionName(def.collection, lang).toUpperCase()} · {def.id}
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
              {MATERIALS.filter((m) => (def.cost[m] ?? 0) > 0).map((m) => (
                <span
                  key={m}
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 6,
                    padding: '3px 10px',
                    borderRadius: 8,
                    background: '#2a1c12',
                  }}
                >
                  <span aria-hidden style={{ fontSize: 18 }}>
                    {MATERIAL_GLYPHS[m]}
                  </span>
                  <b>{def.cost[m]}</b> {materialName(m, lang)}
                </span>
              ))}
            </div>
            {def.ability.map((e, i) => (
              <div key={i} style={{ marginTop: i ? 6 : 0 }}>
                {effectText(e, lang)}
              </div>
            ))}
          </div>
        </div>
      )}
    </Html>
  );
}

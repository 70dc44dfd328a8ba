/**
 * A card picked for a closer look (uiStore.inspectedCard: a click on a card that is not a choice, or a
 * tap) shown large in the middle of the screen, drawn from the card data in the current language.
 * Click it to put it back. (Hovering a card sets uiStore.hoveredCard, which the HUD describes.)
 */
import { useUiStore } from '../state/uiStore.js';
import { largeCardImage } from './cardFaceTexture.js';
import Html from './SceneHtml.js';

export default function CardInspector() {
  const card = useUiStore((s) => s.inspectedCard);
  const lang = useUiStore((s) => s.lang);
  // The Html stays mounted; only its content changes.
  return (
    <Html fullscreen zIndex={30} style={{ pointerEvents: 'none' }}>
      {card && (
        <img
          src={largeCardImage(card, lang)}
          alt={card}
          data-testid="scene-card-inspector"
          onClick={() => useUiStore.getState().inspect(null)}
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            height: 'min(62vh, 520px)',
            borderRadius: 16,
            boxShadow: '0 16px 50px rgba(0,0,0,0.75), 0 0 30px rgba(255,140,40,0.4)',
            pointerEvents: 'auto',
            cursor: 'pointer',
          }}
        />
      )}
    </Html>
  );
}

import { useState } from 'react';
import { useT } from '../i18n/index.js';
import type { MessageKey } from '../i18n/index.js';
import { lookFromParams, lookParams, type OverlayLook } from '../overlay/overlayQuery.js';

const STORAGE_KEY = 'emberforge:overlayLook';

/** The look a streamer chose last (this browser), else the default: transparent, full panels, ticker, director. */
export function useOverlayLook(): [OverlayLook, (look: OverlayLook) => void] {
  const [look, setLook] = useState<OverlayLook>(() => {
    try {
      return lookFromParams(localStorage.getItem(STORAGE_KEY));
    } catch {
      return lookFromParams(null); // storage blocked
    }
  });
  const choose = (next: OverlayLook) => {
    setLook(next);
    try {
      localStorage.setItem(STORAGE_KEY, lookParams(next).toString());
    } catch {
      // storage blocked: the choice holds for this dialog
    }
  };
  return [look, choose];
}

type Choice<K extends keyof OverlayLook> = { value: OverlayLook[K]; label: MessageKey };

const CHOICES: { [K in keyof OverlayLook]: { label: MessageKey; options: Choice<K>[] } } = {
  background: {
    label: 'overlay.lookBackground',
    options: [
      { value: 'transparent', label: 'overlay.lookTransparent' },
      { value: 'solid', label: 'overlay.lookSolid' },
    ],
  },
  panels: {
    label: 'overlay.lookPanels',
    options: [
      { value: 'full', label: 'overlay.lookFull' },
      { value: 'compact', label: 'overlay.lookCompact' },
      { value: 'none', label: 'overlay.lookNone' },
    ],
  },
  ticker: {
    label: 'overlay.lookTicker',
    options: [
      { value: true, label: 'common.on' },
      { value: false, label: 'common.off' },
    ],
  },
  camera: {
    label: 'camera.title',
    options: [
      { value: 'director', label: 'camera.directorShort' },
      { value: 'table', label: 'overlay.lookWholeTable' },
    ],
  },
  frame: {
    label: 'overlay.lookFrame',
    options: [
      { value: 'table', label: 'overlay.lookFrameTable' },
      { value: 'full', label: 'overlay.lookFrameFull' },
    ],
  },
};

/** The overlay's look, chosen in the links dialog: every link there then carries it (bg, panels, ticker, camera, frame). */
export function OverlayLookPicker({ look, onChange }: { look: OverlayLook; onChange: (look: OverlayLook) => void }) {
  const t = useT();
  const row = <K extends keyof OverlayLook>(key: K) => {
    const { label, options } = CHOICES[key] as { label: MessageKey; options: Choice<K>[] };
    return (
      <div className="overlay-look-row" key={key}>
        <span className="small muted">{t(label)}</span>
        <span className="seg" role="group" aria-label={t(label)}>
          {options.map((o) => (
            <button
              key={String(o.value)}
              type="button"
              aria-pressed={look[key] === o.value}
              onClick={() => onChange({ ...look, [key]: o.value })}
              data-testid={`overlay-look-${key}-${String(o.value)}`}
            >
              {t(o.label)}
            </button>
          ))}
        </span>
      </div>
    );
  };
  return (
    <fieldset className="overlay-look" data-testid="overlay-look">
      <legend className="label">{t('overlay.look')}</legend>
      {row('background')}
      {row('panels')}
      {row('ticker')}
      {row('camera')}
      {row('frame')}
    </fieldset>
  );
}

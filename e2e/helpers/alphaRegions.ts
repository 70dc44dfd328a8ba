/**
 * Reads a PNG's alpha channel with the browser's own decoder (no PNG library in the project): the
 * share of transparent pixels in rectangles of the image (the overlay's corners, its middle).
 */
import type { Page } from 'playwright-core';

export interface Region {
  name: string;
  /** Fractions of the width and height: x, y, w, h. */
  box: [number, number, number, number];
}

export interface RegionAlpha {
  name: string;
  /** Pixels with alpha 0, as a share (0-1). */
  transparent: number;
  /** Pixels with alpha 255, as a share (0-1). */
  opaque: number;
  /** Distinct colours among the opaque pixels (5 bits a channel): a drawn table has many. */
  colours: number;
}

/** `page` only decodes (any page will do, about:blank too). */
export async function alphaOfRegions(page: Page, png: Buffer, regions: Region[]): Promise<RegionAlpha[]> {
  return page.evaluate(
    async ({ b64, regions }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(img, 0, 0);
      return regions.map(({ name, box: [fx, fy, fw, fh] }) => {
        const x = Math.floor(fx * c.width);
        const y = Math.floor(fy * c.height);
        const w = Math.max(1, Math.floor(fw * c.width));
        const h = Math.max(1, Math.floor(fh * c.height));
        const { data } = ctx.getImageData(x, y, w, h);
        let transparent = 0;
        let opaque = 0;
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 4) {
          const a = data[i + 3]!;
          if (a === 0) transparent++;
          if (a === 255) {
            opaque++;
            colours.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
          }
        }
        const n = w * h;
        return { name, transparent: transparent / n, opaque: opaque / n, colours: colours.size };
      });
    },
    { b64: png.toString('base64'), regions },
  );
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTS } from './art.ts';
import { gifts } from './data/gifts.ts';
import type { SeedArt } from './data/types.ts';
import {
  bannerScene,
  categoryScene,
  placeholderScene,
  productScene,
  recipeScene,
  renderScene,
  renderSoldOut,
  specialScene,
} from './images.ts';

const meta = async (png: Buffer) => sharp(png).metadata();

describe('seed images', () => {
  it('draws every art in every product variant', async () => {
    for (const art of Object.keys(ARTS) as SeedArt[])
      for (const v of ['main', 'board', 'closeup'] as const) {
        const png = await renderScene(productScene({ art, colour: '#B06A5E', seed: `X-${art}` }, v, 120));
        const m = await meta(png);
        expect([m.format, m.width, m.height, m.channels]).toEqual(['png', 120, 120, 3]);
      }
  });

  it('renders product images at 600×600 and content images at their sizes', async () => {
    const cases: [Buffer, number, number][] = [
      [await renderScene(productScene({ art: 'steak', colour: '#B06A5E', seed: 'A' }, 'main')), 600, 600],
      [await renderScene(categoryScene({ art: 'cheese', colour: '#D4B86A', seed: 'cheese' })), 600, 600],
      [await renderScene(bannerScene({ art: 'grill', colour: '#7A5A4A', seed: 'slide-1' })), 1440, 480],
      [await renderScene(specialScene({ art: 'gift', colour: '#957A63', seed: 'special-1' })), 600, 400],
      [await renderScene(recipeScene({ art: 'pan', colour: '#6b8e4e', seed: 'R1' })), 600, 400],
      [await renderScene(placeholderScene()), 600, 600],
    ];
    for (const [png, w, h] of cases) expect([(await meta(png)).width, (await meta(png)).height]).toEqual([w, h]);
  });

  it('is deterministic per item and varies between items', async () => {
    const a1 = await renderScene(productScene({ art: 'steak', colour: '#B06A5E', seed: 'BF-1' }, 'main', 200));
    const a2 = await renderScene(productScene({ art: 'steak', colour: '#B06A5E', seed: 'BF-1' }, 'main', 200));
    const b = await renderScene(productScene({ art: 'steak', colour: '#B06A5E', seed: 'BF-2' }, 'main', 200));
    expect(a1.equals(a2)).toBe(true);
    expect(a1.equals(b)).toBe(false);
  });

  it('draws each star-shop gift as its own main product image', async () => {
    const seen = new Set<string>();
    for (const g of gifts) {
      const scene = productScene({ art: g.art, colour: g.colour, seed: g.code }, 'main', 120);
      const png = await renderScene(scene);
      const m = await meta(png);
      expect([m.format, m.width, m.height], g.code).toEqual(['png', 120, 120]);
      seen.add(png.toString('base64'));
      // Drawn, not left blank: a good part of the image differs from the bare background.
      const bare = await renderScene({ ...scene, overlay: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"></svg>' });
      const [x, y] = [await sharp(png).raw().toBuffer(), await sharp(bare).raw().toBuffer()];
      let drawn = 0;
      for (let i = 0; i < x.length; i += 3) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 30) drawn++;
      expect(drawn / (x.length / 3), g.code).toBeGreaterThan(0.15);
    }
    expect(seen.size).toBe(gifts.length);
    // The same gift draws the same image every time.
    const again = (code: string) => {
      const g = gifts.find((x) => x.code === code)!;
      return renderScene(productScene({ art: g.art, colour: g.colour, seed: g.code }, 'main', 120));
    };
    expect((await again('GF-SOUS-VIDE')).equals(await again('GF-SOUS-VIDE'))).toBe(true);
  });

  it('renders a greyed SOLD OUT version of the same size', async () => {
    const png = await renderScene(productScene({ art: 'fillet', colour: '#D8957A', seed: 'SAL-1' }, 'main'));
    for (const locale of ['en_US', 'zh_CN']) {
      const so = await renderSoldOut(png, locale);
      const m = await meta(so);
      expect([m.format, m.width, m.height]).toEqual(['png', 600, 600]);
      // No colour left: every pixel has r = g = b.
      const { data, info } = await sharp(so).raw().toBuffer({ resolveWithObject: true });
      let coloured = 0;
      for (let i = 0; i < data.length; i += info.channels) if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) coloured++;
      expect(coloured).toBe(0);
      expect(so.equals(png)).toBe(false);
    }
  });
});

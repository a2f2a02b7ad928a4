import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { memberCodeFrom } from '@eshop/domain/loyalty';
import { barcodeSvg, cardCodes } from './card-codes.server.ts';

/** Bars of a bwip-js SVG: one `M x y L x y` stroke per bar, grouped by width. */
function bars(svg: string): { count: number; modules: number; width: number } {
  const width = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  let count = 0;
  let modules = 0;
  for (const [, stroke, d] of svg.matchAll(/stroke-width="(\d+)" d="([^"]+)"/g)) {
    const n = (d!.match(/M/g) ?? []).length;
    count += n;
    modules += n * Number(stroke) / 2; // scale 2: two units per module
  }
  return { count, modules, width };
}

/** Dark modules of a `qrcode` SVG: the lengths of its horizontal runs (`h<n>`). */
function darkModules(svg: string): number {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  return [...path.matchAll(/h(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

describe('the membership card codes', () => {
  const code = memberCodeFrom(42);

  it('draws the 12-digit code as Code 128 (set C): start, six digit pairs, check, stop', async () => {
    const svg = await barcodeSvg(code);
    expect(svg.startsWith('<svg')).toBe(true);
    const { count, modules, width } = bars(svg);
    // Each symbol has 3 bars in 11 modules; the stop has 4 bars in 13 modules.
    expect(count).toBe(8 * 3 + 4);
    expect(width).toBe((8 * 11 + 13) * 2);
    // Bars and spaces alternate; every symbol's bars cover an even number of modules.
    expect(modules % 2).toBe(0);
    expect(svg).not.toContain('<text');
  });

  it('gives different codes different bars', async () => {
    expect(await barcodeSvg(memberCodeFrom(1))).not.toBe(await barcodeSvg(memberCodeFrom(2)));
  });

  it('draws the QR code with every dark module of the code and a one-module margin', async () => {
    const { qr, barcode } = await cardCodes(code);
    expect(barcode).toBe(await barcodeSvg(code));
    const matrix = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
    expect(qr).toContain(`viewBox="0 0 ${matrix.size + 2} ${matrix.size + 2}"`);
    expect(darkModules(qr)).toBe([...matrix.data].filter(Boolean).length);
  });
});

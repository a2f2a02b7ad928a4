// The membership card's codes (my/points-history), drawn on the server as inline SVG so
// the page needs no script and the barcode libraries never reach the browser bundle
// (`.server.ts`: React Router refuses to bundle it for the client). The store cashier
// scans either: the Code 128 barcode with a till's laser scanner, the QR code with a
// camera (decisions.md "Loyalty": the cashier adds stars by scanning the member card).
// bwip-js is loaded on the first card drawn, not at start: it holds every symbology of
// BWIPP (≈ 3 MB of heap and 7 MB of RSS) and only this page uses it (bench/README.md,
// issue 18, twelfth session). The node build by its subpath: the package's bare entry has
// types only under the "node" export condition, which TypeScript's bundler resolution does
// not use.
import { qrSvg } from '../pay/qr.server.ts';

export interface CardCodes {
  /** Code 128 of the member code (12 digits: code set C, two digits per symbol). */
  barcode: string;
  /** QR code of the member code. */
  qr: string;
}

/**
 * Code 128 as SVG: bars only — the page prints the code in groups of four below it.
 * It may be stretched to its box's width (every bar scales alike, which scanners read)
 * and keeps crisp bar edges.
 */
export async function barcodeSvg(code: string): Promise<string> {
  const { toSVG } = await import('bwip-js/node');
  // Height in millimetres at scale 1.
  const svg = toSVG({ bcid: 'code128', text: code, scale: 2, height: 14, includetext: false });
  return svg.replace('<svg ', '<svg preserveAspectRatio="none" shape-rendering="crispEdges" ');
}

export async function cardCodes(memberCode: string): Promise<CardCodes> {
  const [barcode, qr] = await Promise.all([barcodeSvg(memberCode), qrSvg(memberCode)]);
  return { barcode, qr };
}

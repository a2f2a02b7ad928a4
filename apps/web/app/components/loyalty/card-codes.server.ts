// The membership card's codes (my/points-history), drawn on the server as inline SVG so
// the page needs no script and the barcode libraries never reach the browser bundle
// (`.server.ts`: React Router refuses to bundle it for the client). The store cashier
// scans either: the Code 128 barcode with a till's laser scanner, the QR code with a
// camera (decisions.md "Loyalty": the cashier adds stars by scanning the member card).
// The node build by its subpath: the package's bare entry has types only under the
// "node" export condition, which TypeScript's bundler resolution does not use.
import { toSVG } from 'bwip-js/node';
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
export function barcodeSvg(code: string): string {
  // Height in millimetres at scale 1.
  const svg = toSVG({ bcid: 'code128', text: code, scale: 2, height: 14, includetext: false });
  return svg.replace('<svg ', '<svg preserveAspectRatio="none" shape-rendering="crispEdges" ');
}

export async function cardCodes(memberCode: string): Promise<CardCodes> {
  return { barcode: barcodeSvg(memberCode), qr: await qrSvg(memberCode) };
}

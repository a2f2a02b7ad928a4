// The WeChat Pay QR code (Native `code_url`) drawn on the server as SVG, like the sign-in
// code (docs/decisions/0010): the page shows it without any script.
import QRCode from 'qrcode';

export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

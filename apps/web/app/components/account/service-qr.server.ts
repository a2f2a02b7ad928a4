// The WeChat service account's QR code for the customer-service box (ServiceContact),
// drawn once per configured link (SERVICE_ACCOUNT_URL, docs/decisions/0038).
import type { AppLoadContext } from 'react-router';
import { qrSvg } from '../pay/qr.server.ts';
import '../../api/context.ts';

const drawn = new Map<string, Promise<string>>();

export function serviceQrSvg(context: AppLoadContext): Promise<string | null> {
  const url = context.site.serviceAccountUrl;
  if (!url) return Promise.resolve(null);
  let svg = drawn.get(url);
  if (!svg) drawn.set(url, (svg = qrSvg(url)));
  return svg;
}

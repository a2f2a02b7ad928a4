// ShanSong open platform (merchants/v5) request signature, as published by ShanSong
// (shansongtech/iss-open-cli, "签名与协议"): sign = upper(md5(appSecret + "clientId" +
// clientId + "data" + data + "shopId" + shopId + "timestamp" + timestamp)), the "data"
// part left out when there is no business data. The shop also requires this signature on
// status callbacks (headers, data = the raw body): docs/decisions/0015.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface SignInput {
  appSecret: string;
  clientId: string;
  shopId: string;
  /** Milliseconds since the epoch, as a decimal string. */
  timestamp: string;
  /** The compact JSON business data ('' when none). */
  data: string;
}

export function shansongSign(input: SignInput): string {
  const text = `${input.appSecret}clientId${input.clientId}${input.data ? `data${input.data}` : ''}shopId${input.shopId}timestamp${input.timestamp}`;
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

/** Constant-time check of a received signature (case-insensitive hex). */
export function shansongVerify(input: SignInput, sign: string | undefined): boolean {
  if (!sign || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  return timingSafeEqual(Buffer.from(shansongSign(input)), Buffer.from(sign.toUpperCase()));
}

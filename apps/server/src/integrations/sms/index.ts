// SMS: the Tencent Cloud SMS API (SendSms, TC3-HMAC-SHA256), against Tencent or the local gateway.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';

export interface SmsSender {
  /** Sends the verification code to an 11-digit mainland number; rejects when the provider refuses. */
  sendCode(phone: string, code: string, minutesValid: number): Promise<void>;
}

export async function openSms(_deps: { config: Config; db: Database }): Promise<Opened<SmsSender>> {
  throw new Error('openSms: not implemented yet');
}

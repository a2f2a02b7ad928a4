// SMS: the Tencent Cloud SMS API (SendSms, TC3-HMAC-SHA256), against Tencent or the local gateway.
// SMS_PROVIDER=sandbox starts the gateway on 127.0.0.1 and points the same client at it
// (docs/decisions/0010); its texts are readable at /dev/sms.
import type { Database } from '@eshop/db';
import type { Config } from '../../config.ts';
import type { Opened } from '../index.ts';
import { createTencentSms } from './tencent-sms.ts';
import { startSandboxGateway } from './sandbox-gateway.ts';
import { smsDevRoutes } from './dev-routes.ts';

export interface SmsSender {
  /** Sends the verification code to an 11-digit mainland number; rejects when the provider refuses. */
  sendCode(phone: string, code: string, minutesValid: number): Promise<void>;
}

export async function openSms(deps: { config: Config; db: Database }): Promise<Opened<SmsSender>> {
  const { config, db } = deps;
  const account = {
    secretId: config.TENCENT_SMS_SECRET_ID,
    secretKey: config.TENCENT_SMS_SECRET_KEY,
    sdkAppId: config.TENCENT_SMS_SDK_APP_ID,
    signName: config.TENCENT_SMS_SIGN_NAME,
    templateId: config.TENCENT_SMS_TEMPLATE_ID,
  };
  if (config.SMS_PROVIDER === 'tencent') {
    return {
      client: createTencentSms({ ...account, endpoint: config.TENCENT_SMS_ENDPOINT, region: config.TENCENT_SMS_REGION }),
      close: async () => {},
    };
  }
  const gateway = await startSandboxGateway({ ...account, db });
  return {
    client: createTencentSms({ ...account, endpoint: gateway.endpoint, region: config.TENCENT_SMS_REGION }),
    devRoutes: smsDevRoutes(db),
    close: () => gateway.close(),
  };
}

// A client of the Tencent Cloud SMS API 3.0, action SendSms (version 2021-01-11): one
// signed JSON POST per message (docs/decisions/0010). The same code talks to Tencent and
// to the local gateway (sandbox-gateway.ts); only the endpoint and the secrets differ.
import { randomUUID } from 'node:crypto';
import { JSON_CONTENT_TYPE, tc3Sign } from './tc3.ts';
import type { SmsSender } from './index.ts';

export const SMS_ACTION = 'SendSms';
export const SMS_VERSION = '2021-01-11';
export const SMS_SERVICE = 'sms';

export interface TencentSmsOptions {
  /** e.g. https://sms.tencentcloudapi.com */
  endpoint: string;
  region: string;
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** Approved template with {1} = the code and {2} = minutes valid. */
  templateId: string;
  /** Unix seconds (tests pass a fixed clock). */
  now?: () => number;
  timeoutMs?: number;
}

/** The provider refused or could not be reached; `code` is Tencent's error code when it answered. */
export class SmsSendError extends Error {
  constructor(message: string, public readonly code: string, public readonly requestId?: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string; PhoneNumber?: string }[];
    RequestId?: string;
  };
}

export function createTencentSms(options: TencentSmsOptions): SmsSender {
  const url = new URL(options.endpoint);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return {
    async sendCode(phone, code, minutesValid) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: options.sdkAppId,
        SignName: options.signName,
        TemplateId: options.templateId,
        TemplateParamSet: [code, String(minutesValid)],
        SessionContext: randomUUID(),
      });
      const timestamp = now();
      const { authorization } = tc3Sign({
        secretId: options.secretId, secretKey: options.secretKey, service: SMS_SERVICE,
        host: url.host, timestamp, payload,
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': JSON_CONTENT_TYPE,
            'X-TC-Action': SMS_ACTION,
            'X-TC-Version': SMS_VERSION,
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': options.region,
          },
          body: payload,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsSendError(`SMS provider unreachable: ${(err as Error).message}`, 'NetworkError');
      }
      let body: SendSmsResponse;
      try {
        body = (await res.json()) as SendSmsResponse;
      } catch {
        throw new SmsSendError(`SMS provider answered HTTP ${res.status} without JSON`, 'BadResponse');
      }
      const response = body.Response;
      if (!response) throw new SmsSendError(`SMS provider answered HTTP ${res.status} without a Response`, 'BadResponse');
      if (response.Error) {
        throw new SmsSendError(`${response.Error.Code ?? 'Error'}: ${response.Error.Message ?? ''}`, response.Error.Code ?? 'Error', response.RequestId);
      }
      const status = response.SendStatusSet?.[0];
      if (!status) throw new SmsSendError('SMS provider answered without a send status', 'BadResponse', response.RequestId);
      if (status.Code !== 'Ok') {
        throw new SmsSendError(`${status.Code ?? 'Error'}: ${status.Message ?? ''}`, status.Code ?? 'Error', response.RequestId);
      }
    },
  };
}

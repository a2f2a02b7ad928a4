// The real client against the local gateway: a text that goes through is stored; a
// request signed with the wrong secret, tampered on the way, or sent with a stale clock
// is refused the way Tencent refuses it, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { sandboxSms, type DatabaseHandle } from '@eshop/db';
import { cachedTemplate, openFromTemplate } from '@eshop/db/testing';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';
import { createTencentSms, SmsSendError } from './tencent-sms.ts';
import { JSON_CONTENT_TYPE, tc3Sign } from './tc3.ts';

const account = { secretId: 'sid', secretKey: 'skey', sdkAppId: '1400000001', signName: 'Butcher & Deli', templateId: '100001' };

describe('SMS sandbox gateway', () => {
  let handle: DatabaseHandle;
  let gateway: SandboxGateway;
  beforeAll(async () => {
    handle = await openFromTemplate(await cachedTemplate({ seed: false }));
    gateway = await startSandboxGateway({ ...account, db: handle.db });
  });
  afterAll(async () => {
    await gateway.close();
    await handle.close();
  });
  const client = (overrides: Partial<Parameters<typeof createTencentSms>[0]> = {}) =>
    createTencentSms({ ...account, endpoint: gateway.endpoint, region: 'ap-guangzhou', ...overrides });
  const stored = () => handle.db.select().from(sandboxSms).orderBy(desc(sandboxSms.id));

  it('stores a correctly signed SendSms with the template filled in', async () => {
    await client().sendCode('13812345678', '123456', 10);
    const [text] = await stored();
    expect(text).toMatchObject({ phone: '+8613812345678', templateId: '100001', params: ['123456', '10'] });
    expect(text!.text).toBe('【Butcher & Deli】Your verification code is 123456, valid for 10 minutes.');
  });

  it('refuses a wrong secret key, a stale or future clock, another app id or template', async () => {
    const before = (await stored()).length;
    const refused = async (sender: ReturnType<typeof createTencentSms>) => {
      const err = await sender.sendCode('13812345678', '654321', 10).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      return (err as SmsSendError).code;
    };
    expect(await refused(client({ secretKey: 'other' }))).toBe('AuthFailure.SignatureFailure');
    expect(await refused(client({ secretId: 'other' }))).toBe('AuthFailure.SecretIdNotFound');
    expect(await refused(client({ now: () => Math.floor(Date.now() / 1000) - 600 }))).toBe('AuthFailure.SignatureExpire');
    expect(await refused(client({ now: () => Math.floor(Date.now() / 1000) + 600 }))).toBe('AuthFailure.SignatureExpire');
    expect(await refused(client({ sdkAppId: '1400999999' }))).toBe('FailedOperation.SmsSdkAppIdVerifyFail');
    expect(await refused(client({ templateId: '999' }))).toBe('FailedOperation.TemplateIncorrectOrUnapproved');
    expect(await refused(client({ endpoint: 'http://127.0.0.1:1/' }))).toBe('NetworkError');
    expect((await stored()).length).toBe(before);
  });

  it('answers like Tencent: a tampered body fails the signature; a bad number fails in SendStatusSet', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const host = new URL(gateway.endpoint).host;
    const send = async (signedPayload: string, sentPayload: string, action = 'SendSms') => {
      const { authorization } = tc3Sign({ secretId: account.secretId, secretKey: account.secretKey, service: 'sms', host, timestamp, payload: signedPayload });
      const res = await fetch(gateway.endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': JSON_CONTENT_TYPE, 'X-TC-Action': action, 'X-TC-Version': '2021-01-11', 'X-TC-Timestamp': String(timestamp), 'X-TC-Region': 'ap-guangzhou' },
        body: sentPayload,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { Response: Record<string, unknown> };
    };
    const body = (phone: string) => JSON.stringify({ PhoneNumberSet: [phone], SmsSdkAppId: account.sdkAppId, SignName: account.signName, TemplateId: account.templateId, TemplateParamSet: ['1', '10'] });

    const tampered = await send(body('+8613812345678'), body('+8613900000000'));
    expect(tampered.Response).toMatchObject({ Error: { Code: 'AuthFailure.SignatureFailure' }, RequestId: expect.any(String) });
    expect((await send(body('+8613812345678'), body('+8613812345678'), 'SendSmsX')).Response).toMatchObject({ Error: { Code: 'InvalidAction' } });

    const bad = await send(body('+8612345'), body('+8612345'));
    expect(bad.Response).toMatchObject({ SendStatusSet: [{ PhoneNumber: '+8612345', Code: 'InvalidParameterValue.IncorrectPhoneNumber', Fee: 0 }] });
    const good = await send(body('+8613812345679'), body('+8613812345679'));
    expect(good.Response).toMatchObject({ SendStatusSet: [{ PhoneNumber: '+8613812345679', Code: 'Ok', Message: 'send success', Fee: 1, SerialNo: expect.any(String) }] });
  });
});

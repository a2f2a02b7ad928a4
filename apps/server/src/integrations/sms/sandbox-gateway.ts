// The local stand-in of Tencent Cloud SMS (docs/decisions/0010): an HTTP server on
// 127.0.0.1 that speaks SendSms 2021-01-11 as Tencent does — it checks the TC3
// signature, the timestamp, the action and version, the app id, sign name and template —
// and, instead of a phone, keeps each text in the sandbox_sms table (read at /dev/sms).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sandboxSms, type Database } from '@eshop/db';
import { tc3Verify } from './tc3.ts';
import { SMS_ACTION, SMS_SERVICE, SMS_VERSION, type TencentSmsOptions } from './tencent-sms.ts';

/** The gateway checks what the client signs and sends with: the same credentials and template. */
export type SandboxGatewayOptions = Pick<TencentSmsOptions, 'secretId' | 'secretKey' | 'sdkAppId' | 'signName' | 'templateId' | 'now'> & {
  db: Database;
};

export interface SandboxGateway {
  /** http://127.0.0.1:<port>/ */
  endpoint: string;
  close(): Promise<void>;
}

/** The one template the sandbox knows: {1} the code, {2} minutes valid. */
export const SANDBOX_TEMPLATE = 'Your verification code is {1}, valid for {2} minutes.';

const MAX_BODY = 64 * 1024;

/** The text a phone would show: 【sign】 and the template with its parameters filled in. */
export const fillTemplate = (signName: string, params: string[]): string =>
  `【${signName}】${SANDBOX_TEMPLATE.replace(/\{(\d)\}/g, (m, n: string) => params[Number(n) - 1] ?? m)}`;

class GatewayError extends Error {
  constructor(public readonly code: string, message: string) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new GatewayError('InvalidParameter', 'The request body is too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  async function handle(req: IncomingMessage): Promise<Record<string, unknown>> {
    if (req.method !== 'POST') throw new GatewayError('UnsupportedOperation', 'Only POST is supported.');
    const payload = await readBody(req);
    const action = header(req, 'x-tc-action');
    const version = header(req, 'x-tc-version');
    if (action !== SMS_ACTION) throw new GatewayError('InvalidAction', `The action ${action ?? ''} does not exist.`);
    if (version !== SMS_VERSION) throw new GatewayError('NoSuchVersion', `The version ${version ?? ''} of ${SMS_ACTION} does not exist.`);
    if (!header(req, 'x-tc-region')) throw new GatewayError('MissingParameter', 'The parameter X-TC-Region is missing.');
    const check = tc3Verify({
      authorization: header(req, 'authorization'),
      host: header(req, 'host') ?? '',
      contentType: header(req, 'content-type') ?? '',
      timestamp: header(req, 'x-tc-timestamp'),
      payload,
    }, { secretId: options.secretId, secretKey: options.secretKey, service: SMS_SERVICE, nowSeconds: now() });
    if (!check.ok) throw new GatewayError(check.code, check.message);

    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      throw new GatewayError('InvalidParameter', 'The request body is not valid JSON.');
    }
    if (!body || typeof body !== 'object') throw new GatewayError('InvalidParameter', 'The request body is not a JSON object.');
    const { PhoneNumberSet: phones, SmsSdkAppId: appId, SignName: signName, TemplateId: templateId, TemplateParamSet: params } = body;
    if (!isStringArray(phones) || phones.length === 0 || phones.length > 200) throw new GatewayError('InvalidParameterValue.IncorrectPhoneNumber', 'PhoneNumberSet must hold 1 to 200 numbers.');
    if (appId !== options.sdkAppId) throw new GatewayError('FailedOperation.SmsSdkAppIdVerifyFail', 'The SmsSdkAppId does not belong to this account.');
    if (signName !== options.signName) throw new GatewayError('FailedOperation.SignatureIncorrectOrUnapproved', 'The signature is not approved.');
    if (templateId !== options.templateId) throw new GatewayError('FailedOperation.TemplateIncorrectOrUnapproved', 'The template is not approved.');
    const values = params ?? [];
    if (!isStringArray(values) || values.length !== 2) throw new GatewayError('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', 'The template parameters do not match the approved template.');
    const sessionContext = typeof body.SessionContext === 'string' ? body.SessionContext : '';

    const statuses = [];
    for (const phone of phones) {
      if (!/^\+861[3-9]\d{9}$/.test(phone)) {
        statuses.push({ SerialNo: '', PhoneNumber: phone, Fee: 0, SessionContext: sessionContext, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number', IsoCode: 'CN' });
        continue;
      }
      await options.db.insert(sandboxSms).values({ phone, templateId, params: values, text: fillTemplate(signName, values) });
      statuses.push({ SerialNo: randomUUID(), PhoneNumber: phone, Fee: 1, SessionContext: sessionContext, Code: 'Ok', Message: 'send success', IsoCode: 'CN' });
    }
    return { SendStatusSet: statuses };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    const answer = (response: Record<string, unknown>) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }));
    };
    handle(req).then(answer, (err: unknown) => {
      const known = err instanceof GatewayError;
      answer({ Error: { Code: known ? err.code : 'InternalError', Message: known ? err.message : 'An internal error occurred.' } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

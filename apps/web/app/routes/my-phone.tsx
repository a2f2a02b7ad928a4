// Mobile verification (spec sections 3, 5 and 7; docs/decisions/0010): enter the number,
// get a code by SMS (SMSSecureCode), enter it (CheckPhone). When the number is already the
// verified phone of another account the spec's merge question is asked; 'Merge' posts
// Transfer with the same code. One action switching on `intent`; every step is a form
// post, so the page works without JavaScript (the 60-second countdown is an extra).
import { useEffect, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-phone';
import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile } from '@eshop/domain/validation';
import { ApiError } from '../api/client.ts';
import { accountApi, formErrorsOf, onMemberCallError, requireSessionCookie, type FormErrors } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { useKept } from '../lib/focus.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { screensById } from '../i18n/screens.ts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';
import { ConfirmNo } from '../components/ConfirmNo.tsx';
import { MemberPage } from '../components/account/MemberPage.tsx';
import { FormNotice, primaryButton, secondaryButton, TextField } from '../components/account/Field.tsx';
import '../i18n/areas/account.ts';

/** Seconds before the same number may get another code (the API's limit). */
const RESEND_SECONDS = 60;

type Step = 'phone' | 'code' | 'merge' | 'done';

interface PhoneAction {
  step: Step;
  phone: string;
  /** The code, carried to the merge step (Transfer checks it again). */
  code?: string;
  /** The API's notice: code sent, or 'Success!'. */
  notice?: string;
  /** The merge question (the API's PHONE_TAKEN message). */
  question?: string;
  merged?: boolean;
  /** Set when a code was just sent: starts the countdown. */
  sentAt?: number;
  errors: FormErrors;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSessionCookie(request);
  const { api } = accountApi(request, context);
  try {
    const profile = (await api.memberProfile()).data;
    return { phone: profile.phone, phoneVerified: profile.phoneVerified };
  } catch (error) {
    return onMemberCallError(request, error);
  }
}

/** The API's field names as this page's inputs; a wrong or dead code belongs to the code field. */
function pageErrors(request: Request, error: unknown, codeStep: boolean): FormErrors {
  const errors = formErrorsOf(request, error);
  const out: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const code = error instanceof ApiError ? error.details.code ?? '' : '';
    const name = field === 'm.phone' ? 'phone' : field === '' && codeStep && code.startsWith('SMS_CODE_') ? 'checkcode' : field;
    out[name] = message;
  }
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { api } = accountApi(request, context);
  const intent = form.get('intent');
  const phone = String(form.get('phone') ?? '').trim();
  const code = String(form.get('checkcode') ?? '').trim();
  const reply = (result: PhoneAction) => result;

  if (intent === 'send-code') {
    try {
      const sent = await api.sendSmsCode(phone, 'verify-phone');
      // The API took it, so it is a mobile: show and carry on with it as stored (`+86 138 …` → 138…).
      return reply({ step: 'code', phone: normaliseMobile(phone) ?? phone, notice: sent.message, sentAt: Date.now(), errors: {} });
    } catch (error) {
      const errors = pageErrors(request, error, false);
      // Too soon or the provider failed: the number was fine, stay at the code step if one was sent.
      const resend = form.get('step') === 'code' && !errors.phone;
      return reply({ step: resend ? 'code' : 'phone', phone, errors });
    }
  }
  if (intent === 'verify') {
    try {
      const done = await api.checkPhone(phone, code);
      return reply({ step: 'done', phone, notice: done.message, errors: {} });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.details.code === 'PHONE_TAKEN') {
        return reply({ step: 'merge', phone, code, question: error.message, errors: {} });
      }
      return reply({ step: 'code', phone, errors: pageErrors(request, error, true) });
    }
  }
  if (intent === 'merge') {
    try {
      const done = await api.transferPhone(phone, code);
      return reply({ step: 'done', phone, notice: done.message, merged: true, errors: {} });
    } catch (error) {
      return reply({ step: 'code', phone, errors: pageErrors(request, error, true) });
    }
  }
  return data<PhoneAction>({ step: 'phone', phone, errors: { '': 'Unknown intent' } }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, screensById.get('my-phone')!.title[shellLocale(matches)]);
}

/** Seconds left before "send a new code" (after hydration only; the hint says it without JavaScript). */
function useCountdown(sentAt: number | undefined): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!sentAt) return;
    const end = Date.now() + RESEND_SECONDS * 1000;
    setLeft(RESEND_SECONDS);
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return left;
}

export default function Phone({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, to, device } = usePage();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const result = actionData as PhoneAction | undefined;
  const step: Step = result?.step ?? 'phone';
  const errors = result?.errors ?? {};
  const left = useCountdown(result?.sentAt);
  // "Not now" to the merge question starts again at the number: focus goes there, the
  // "Verify" that asked being gone with the code step (docs/decisions/0037).
  const kept = useKept();
  const title = screensById.get('my-phone')!.title[locale];
  const card = `space-y-5 rounded-2xl bg-white p-6 ring-1 ring-line ${device === 'pc' ? 'max-w-xl' : ''}`;
  const buttons = device === 'mobile' ? 'flex flex-col gap-3' : 'flex flex-wrap items-center gap-3';

  return (
    <MemberPage title={title}>
      <section aria-labelledby="phone-status" className={`space-y-1 rounded-2xl bg-white p-6 ring-1 ring-line ${device === 'pc' ? 'max-w-xl' : ''}`} data-testid="phone-status">
        <h2 id="phone-status" className="text-sm text-muted">{t('phone.current')}</h2>
        <p className="text-lg font-semibold">
          {loaderData.phone ?? t('profile.mobileNone')}
          {loaderData.phone && (
            <span className={`ml-2 rounded px-2 py-0.5 align-middle text-xs font-medium ${loaderData.phoneVerified ? 'bg-green-50 text-fresh' : 'bg-brand-soft text-ink'}`}>
              {loaderData.phoneVerified ? t('phone.verified') : t('profile.mobileUnverified')}
            </span>
          )}
        </p>
      </section>

      {step === 'done' && result && (
        <div className={card}>
          <FormNotice tone="success">{result.notice}</FormNotice>
          {result.merged && <p className="text-sm">{t('phone.merged')}</p>}
          <p>{t('phone.done', { phone: result.phone })}</p>
          <Link to={to('my/profile')} className={`${secondaryButton} inline-block`}>{t('phone.toProfile')}</Link>
        </div>
      )}

      {step === 'phone' && (
        <Form method="post" noValidate className={card} aria-labelledby="phone-send">
          <h2 id="phone-send" className="sr-only">{t('phone.send')}</h2>
          <p className="text-sm text-muted">{t('phone.intro')}</p>
          {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
          <input type="hidden" name="step" value="phone" />
          <TextField
            name="phone" label={t('phone.number')} hint={t('phone.numberHint')} type="tel" inputMode="tel" maxLength={MOBILE_INPUT_MAX_LENGTH}
            autoComplete="tel" defaultValue={result?.phone ?? (loaderData.phoneVerified ? '' : loaderData.phone ?? '')} error={errors.phone}
            autoFocus={kept === 'merge'}
          />
          <div className={buttons}>
            <button type="submit" name="intent" value="send-code" disabled={busy} className={primaryButton}>{t('phone.send')}</button>
          </div>
        </Form>
      )}

      {step === 'code' && result && (
        <Form method="post" noValidate className={card} aria-labelledby="phone-code">
          <h2 id="phone-code" className="font-semibold">{t('phone.sentTo', { phone: result.phone })}</h2>
          {result.notice && <FormNotice tone="success">{result.notice}</FormNotice>}
          {errors[''] && <FormNotice tone="error">{errors['']}</FormNotice>}
          <input type="hidden" name="step" value="code" />
          <input type="hidden" name="phone" value={result.phone} />
          <TextField
            name="checkcode" label={t('phone.code')} hint={t('phone.codeHint')} inputMode="numeric" maxLength={6}
            autoComplete="one-time-code" pattern="\d{6}" error={errors.checkcode} autoFocus
          />
          <p className="text-sm text-muted" data-testid="resend-hint">{t('phone.waitHint')}</p>
          <div className={buttons}>
            {/* First in the form: Enter in the code field verifies. */}
            <button type="submit" name="intent" value="verify" disabled={busy} className={primaryButton}>{t('phone.verify')}</button>
            <button type="submit" name="intent" value="send-code" disabled={busy || left > 0} className={secondaryButton}>
              {left > 0 ? t('phone.resendIn', { seconds: left }) : t('phone.resend')}
            </button>
            <Link to={to('my/phone')} className="text-sm text-muted underline-offset-2 hover:text-brand hover:underline">{t('phone.change')}</Link>
          </div>
        </Form>
      )}

      {step === 'merge' && result && (
        <Form method="post" className={`${card} ring-brand`} role="alertdialog" aria-labelledby="phone-merge" aria-describedby="phone-merge-question">
          <h2 id="phone-merge" className="font-semibold">{t('phone.mergeTitle')}</h2>
          <p id="phone-merge-question" className="rounded-lg bg-brand-soft px-4 py-3" data-testid="merge-question">{result.question}</p>
          <p className="text-sm text-muted">{t('phone.mergeExplain')}</p>
          <input type="hidden" name="phone" value={result.phone} />
          <input type="hidden" name="checkcode" value={result.code ?? ''} />
          <div className={buttons}>
            <button type="submit" name="intent" value="merge" disabled={busy} className={primaryButton}>{t('phone.merge')}</button>
            <ConfirmNo kept="merge" to={to('my/phone')} className={`${secondaryButton} text-center`}>{t('phone.mergeCancel')}</ConfirmNo>
          </div>
        </Form>
      )}
    </MemberPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

// The staff sign-in page (/backoffice/login): a server-side session in an HttpOnly,
// SameSite=Strict cookie, set by the staff API and passed on here.
import { data, redirect, useActionData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { staffApi, StaffApiError } from '../lib/api.server.ts';
import { currentStaff } from '../lib/guard.server.ts';
import { formFields } from '../lib/forms.server.ts';
import { SignInForm, type SignInState } from '../components/SignInForm.tsx';

/** Only a path of the back-office itself: never another site (an open redirect). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Already signed in: straight on.
  if (await currentStaff(staffApi(request, context))) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { username = '', password = '', captcha } = await formFields(request);
  const api = staffApi(request, context);
  try {
    const { setCookie } = await api.postWithCookies('staff/session', { username, password, ...(captcha ? { captcha } : {}) });
    const headers = new Headers();
    for (const c of setCookie) headers.append('Set-Cookie', c);
    return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')), { headers });
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status >= 500) throw error;
    return data<SignInState>({ error: error.message, captchaRequired: error.body.captchaRequired === true || error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID' }, { status: error.status });
  }
}

export default function Login() {
  const state = useActionData<typeof action>();
  const [params] = useSearchParams();
  return <SignInForm redirectTo={safeRedirect(params.get('redirect'))} state={state} />;
}

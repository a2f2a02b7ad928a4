// The language switch: remembered in a cookie for a year, then back to the same page.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { LANG_COOKIE } from '../lib/i18n.ts';
import { formFields } from '../lib/forms.server.ts';
import { safeRedirect } from './login.tsx';

export async function action({ request }: ActionFunctionArgs) {
  const { locale, back } = await formFields(request);
  const chosen = locale === 'zh_CN' ? 'zh_CN' : 'en_US';
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return redirect(safeRedirect(back ?? '/'), { headers: { 'Set-Cookie': `${LANG_COOKIE}=${chosen}; Path=/backoffice; Max-Age=31536000; SameSite=Lax${secure}` } });
}

export function loader() {
  return redirect('/');
}

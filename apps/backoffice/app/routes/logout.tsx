// Sign-out: the session ends on the server, the cookie is cleared, back to the sign-in page.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { staffApi } from '../lib/api.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const { setCookie } = await staffApi(request, context).postWithCookies('staff/session/end');
  const headers = new Headers();
  for (const c of setCookie) headers.append('Set-Cookie', c);
  return redirect('/login', { headers });
}

export function loader() {
  return redirect('/');
}

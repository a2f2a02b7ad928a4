import { redirect } from 'react-router';
import type { Route } from './+types/eshop-index';

// `/eshop/` goes to the pc root; the shell then swaps in mobile for a phone (decisions.md).
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/pc/${search}`, 302); // the basename is added by React Router
}

export default function EshopIndex() {
  return null;
}

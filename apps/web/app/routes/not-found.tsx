import { data } from 'react-router';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary.tsx';

// Any path under a valid locale and device that no screen matches.
export function loader() {
  throw data({ reason: 'not-found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;

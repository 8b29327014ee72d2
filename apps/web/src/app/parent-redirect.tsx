import { Navigate, useLocation, useMatches } from 'react-router';
import { hasMenu, useSession } from '../lib/session';
import { firstVisibleChild, redirects } from './redirects';

/** A parent path or odd spelling: on to the first screen under it that the user may see. */
export function ParentRedirect() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession((s) => s);
  const last = matches[matches.length - 1];
  // The router gives each redirect's entry as its handle (router.tsx).
  const redirect = redirects.find((r) => r === last?.handle);
  if (!redirect) return <Navigate to="/home" replace />;
  const to = firstVisibleChild(redirect, (code) => hasMenu(code, session));
  return <Navigate to={{ pathname: to, search: location.search }} replace />;
}

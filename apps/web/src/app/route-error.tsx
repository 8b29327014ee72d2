import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadErrorState } from '../components/load-error-state';

// The not-found state (an illustration) loads when needed; the load error is at hand without loading.
const NotFoundState = lazy(() => import('../components/states').then((m) => ({ default: m.NotFoundState })));

/** A chunk that failed or timed out (120 s) shows a load error with a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundState />
      </Suspense>
    );
  return <LoadErrorState onRetry={() => location.reload()} />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadErrorState, NotFoundState } from './states';

/** A chunk that failed or timed out (120 s) shows a load error with a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState />;
  return <LoadErrorState onRetry={() => location.reload()} />;
}

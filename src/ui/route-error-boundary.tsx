// What a route shows when it cannot render: the 404 page for an unknown path, an unknown
// language or anything "not found" (a thrown 404 response, or a RequestFailure with status
// 404 from a gateway); the generic error page with the failure's status for anything else.
// RouteErrorBoundary draws the default layout around it (the layout itself failed);
// PageErrorBoundary sits on each screen, so the layout around a failed screen stays usable.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isRequestFailure } from '../application/ports/request-failure';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';

export interface ErrorScreen {
  readonly status: number;
  readonly detail?: string;
}

/** The status to show for anything a loader or a component threw. */
export function errorScreenOf(error: unknown): ErrorScreen {
  if (isRouteErrorResponse(error)) return { status: error.status };
  // A refused API call carries its status and a message in the page's language; 0 is "unreachable".
  if (isRequestFailure(error)) return error.status >= 400 ? { status: error.status, detail: error.message } : { status: 503, detail: error.message };
  return { status: 500 };
}

function ErrorContent() {
  const error = useRouteError();
  const screen = errorScreenOf(error);
  if (screen.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error) && !isRequestFailure(error)) console.error(error);
  return <ErrorPage status={screen.status} detail={screen.detail} />;
}

export function RouteErrorBoundary() {
  return (
    <DefaultLayout>
      <ErrorContent />
    </DefaultLayout>
  );
}

export function PageErrorBoundary() {
  return <ErrorContent />;
}

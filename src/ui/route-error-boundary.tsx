// What a route shows when it cannot render: the 404 page for an unknown language or a
// "not found" thrown by a loader, the generic error page for anything else; both inside the layout.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <DefaultLayout>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </DefaultLayout>
  );
}

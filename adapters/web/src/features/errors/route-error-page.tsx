import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import './errors.css';

export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!';

/** The heading for what the router caught: "404 Not Found", "405 Method Not Allowed", … */
export function routeErrorHeading(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return UNEXPECTED_ERROR_HEADING;
}

/** The router's errorElement: what went wrong, without the stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = !isRouteErrorResponse(error) && error instanceof Error ? error.message : null;
  return (
    <main className="park-error">
      <h1 className="park-error__title park-error__title--medium">{routeErrorHeading(error)}</h1>
      {detail && <p className="park-error__text">{detail}</p>}
      {/* A full page load: the app's state may be what broke. */}
      <a href="/" className="park-error__home">
        Back to the home page
      </a>
    </main>
  );
}

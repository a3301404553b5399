import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

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
    <Box component="main" sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {routeErrorHeading(error)}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {detail}
        </Typography>
      )}
      {/* A full page load: the app's state may be what broke. */}
      <Link href="/">Back to the home page</Link>
    </Box>
  );
}

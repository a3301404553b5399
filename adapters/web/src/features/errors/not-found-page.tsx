import { Link as RouterLink } from 'react-router-dom';
import { TouchRipple } from '../../components/touch-ripple';
import { useDocumentTitle } from '../../components/use-document-title';
import '../../components/controls.css';
import './errors.css';

export const NOT_FOUND_MESSAGE = 'Page Not Found';

/** Any path the park does not know. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_MESSAGE);
  return (
    <section className="park-error">
      <h1 className="park-error__title park-error__title--large">{NOT_FOUND_MESSAGE}</h1>
      <p className="park-error__text park-error__text--spaced">
        We looked behind every ride and could not find that page.
      </p>
      <RouterLink to="/" className="park-btn park-contained-btn park-contained-btn--primary">
        Back to the home page
        <TouchRipple />
      </RouterLink>
    </section>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR, PARK_NAME, SOURCE_CODE_URL } from '../app/park';
import '../components/controls.css';
import './shell.css';

export function Footer() {
  return (
    <footer className="park-footer">
      <div className="park-container park-footer__row">
        <p className="park-footer__notice">
          © {COPYRIGHT_YEAR} {PARK_NAME}. All rights reserved.
        </p>
        <ul className="park-footer__links">
          <li>
            <RouterLink to="/ContactUs" className="park-footer__link">
              Contact Us
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/employee/login" className="park-footer__link">
              Employee Login
            </RouterLink>
          </li>
          <li>
            <a
              href={SOURCE_CODE_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="park-footer__link"
            >
              Source code
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

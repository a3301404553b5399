import './shell.css';

/** The first thing a keyboard user reaches: a jump past the navigation. */
export function SkipLink() {
  return (
    <a href="#main-content" className="park-skip-link">
      Skip to main content
    </a>
  );
}

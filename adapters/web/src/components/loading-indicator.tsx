import './loading-indicator.css';

/**
 * Shown while something the page needs (usually the session) is still loading. Plain CSS (what
 * MUI's CircularProgress drew), so the route guards and the first page need no styling engine.
 */
export function LoadingIndicator({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="park-loading">
      <span role="progressbar" aria-hidden="true" className="park-loading__spinner">
        <svg className="park-loading__svg" viewBox="22 22 44 44">
          <circle
            className="park-loading__circle"
            cx="44"
            cy="44"
            r="20.2"
            fill="none"
            strokeWidth="3.6"
          />
        </svg>
      </span>
      <p className="park-loading__label">{label}</p>
    </div>
  );
}

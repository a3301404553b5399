import type { ReactNode } from 'react';
import './tickets.css';

/** A section's h2 on the ticket page. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="park-tickets__heading">
      {children}
    </h2>
  );
}

/** The line a section shows when its list is empty or still loading. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="park-tickets__empty">{children}</p>;
}

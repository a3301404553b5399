import { useEffect } from 'react';
import { PARK_NAME } from '../app/park';

/** Names the browser tab after the screen, so history and screen readers say where we are. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} | ${PARK_NAME}` : PARK_NAME;
  }, [screen]);
}

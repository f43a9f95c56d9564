import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following the window as it changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the md breakpoint (768 px), where the dashboard's sidebar disappears. */
export const phoneQuery = '(max-width: 767.98px)';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true afterwards. Submit buttons of
 * server-rendered forms stay disabled until then: a click before the page's script runs would
 * otherwise send the form the browser's way, with the fields in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

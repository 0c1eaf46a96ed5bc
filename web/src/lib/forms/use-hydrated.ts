import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is only server-rendered HTML (and during hydration), true once React
 * handles events. Forms disable their fields until then: text typed earlier would be lost
 * when React takes over, and a click would submit the form natively (the password in the
 * address bar).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { createElement, lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page whose code the browser asks for only once `ready` resolves
 * (lib/dom: when its HTML nears the screen, when the reader scrolls). Rendered under a Suspense
 * boundary, React leaves the server's HTML of it as it is, unhydrated, until then; its links
 * work as links meanwhile.
 *
 * Use it for the browser only. The server imports the component itself, so it renders the part
 * into the page without waiting, and does so with an `await import`, not a static import: a
 * static one would put the part's code in the importing chunk of the browser's build too.
 *
 *   const Part = import.meta.env.SSR
 *     ? (await import('./Part')).Part
 *     : lazyWhen(() => whenNearScreen(find), () => import('./Part').then((m) => m.Part));
 *
 * The browser's build drops the server's branch. Keep the boundary's parent from re-rendering
 * the part (memo, stable props): a dehydrated part that receives new props before its code has
 * come is thrown away and rendered again in the browser.
 */
export function lazyWhen<Props extends object>(
  ready: () => Promise<void>,
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(async () => {
    await ready();
    return { default: await load() };
  });
}

/**
 * A lazyWhen part under its own Suspense boundary, memoised so that its parent re-rendering
 * does not re-render it while its code has not come (see above): re-rendered only when its
 * own props change. Keep those props stable.
 */
export function deferredPart<Props extends object>(Part: ComponentType<Props>) {
  return memo(function DeferredPart(props: Props) {
    return createElement(Suspense, null, createElement(Part, props));
  });
}

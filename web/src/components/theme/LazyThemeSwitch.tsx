import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenReached } from '@/lib/dom/when-reached';

/**
 * The theme switch is in the header of every page, but used rarely: the server renders it, and
 * the browser asks for its code only when the reader reaches it (points at it, touches it, tabs
 * to it), which keeps it out of every page's first load (docs/performance.md). Its icon is right
 * meanwhile: theme.css draws it from the theme on <html>.
 */
const ThemeSwitchPart = import.meta.env.SSR
  ? (await import('./ThemeSwitch')).ThemeSwitch
  : lazyWhen(
      () => whenReached(() => document.querySelector('.theme-switch')),
      () => import('./ThemeSwitch').then((module) => module.ThemeSwitch),
    );

/** Its own Suspense boundary, never re-rendered by the header (it has no props). */
export const LazyThemeSwitch = deferredPart(ThemeSwitchPart);

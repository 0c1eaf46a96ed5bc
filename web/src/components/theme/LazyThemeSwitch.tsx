import { deferredPart, lazyWhen } from '@/components/lazy/lazy-when';
import { whenReached } from '@/lib/dom/when-reached';
import type { ThemeSwitchProps } from './ThemeSwitch';

/**
 * The theme switch is in the header of every page, but used rarely: the server renders it, and
 * the browser asks for its code only when the reader reaches it (points at it, touches it, tabs
 * to it), which keeps it out of every page's first load (docs/performance.md). Its icon is right
 * meanwhile: theme.css draws it from the theme on <html>.
 */
const ServerThemeSwitch = import.meta.env.SSR ? (await import('./ThemeSwitch')).ThemeSwitch : null;

/** The switch inside `where`, with its own Suspense boundary (its props never change). */
function lazyThemeSwitch(where: string) {
  return deferredPart(
    ServerThemeSwitch ??
      lazyWhen<ThemeSwitchProps>(
        () => whenReached(() => document.querySelector(`${where} .theme-switch`)),
        () => import('./ThemeSwitch').then((module) => module.ThemeSwitch),
      ),
  );
}

/** The header bar's round icon. */
export const LazyThemeSwitch = lazyThemeSwitch('.site-header__actions');

/** The phone menu's labelled select (where the bar has no room for the icon, theme.css). */
export const LazyMenuThemeSwitch = lazyThemeSwitch('.mobile-menu');

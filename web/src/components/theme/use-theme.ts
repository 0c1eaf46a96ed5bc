import { useSyncExternalStore } from 'react';
import {
  currentTheme,
  readThemeChoice,
  THEME_CHOICE_EVENT,
  type Theme,
  type ThemeChoice,
} from './theme';

/** Calls `onChange` whenever the theme on <html> changes (the switch, the system, another tab). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The theme in use, re-rendering when it changes: for what CSS cannot colour by itself, such as
 * a chart drawn on a canvas. `day` on the server.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'day');
}

/** The value of a colour token (tokens.css) in the theme in use, e.g. `--color-chart-1`. */
export function tokenColour(name: `--color-${string}`): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * Calls `onChange` whenever the reader chooses: here (chooseTheme), with a header switch (its
 * change, which the head script has stored by then), or in another tab.
 */
function subscribeToChoice(onChange: () => void): () => void {
  window.addEventListener(THEME_CHOICE_EVENT, onChange);
  window.addEventListener('change', onChange, true);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(THEME_CHOICE_EVENT, onChange);
    window.removeEventListener('change', onChange, true);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The reader's choice (`system` when none), kept in step wherever it is made: the header's
 * switch and the account menu show the same. `system` on the server, which cannot know it.
 */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeToChoice, readThemeChoice, () => 'system');
}

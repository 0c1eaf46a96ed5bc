/**
 * The reader's theme: day (light) or night (dark), chosen in the header or left to follow the
 * system (docs/product/site-shell.md, "Theme"). The page is the same bytes for every reader, so
 * the theme is set in the browser, by a small inline script in <head> (THEME_SCRIPT, rendered by
 * the root route) that runs before the first paint: no flash of the other theme
 * (docs/decisions/066-theme-without-a-flash.md).
 */

/** The theme in use, in local storage: `day` or `night` (the shell stores it once it runs). */
export const THEME_KEY = 'theme';

/** The reader's choice, in local storage: `day`, `night`, or none (follow the system). */
export const THEME_CHOICE_KEY = 'theme-choice';

/** Where the inline script keeps the function that applies the stored choice again. */
export const THEME_GLOBAL = '__applyTheme';

/** Told on `window` when the reader chooses here, so every switch of the page shows it. */
export const THEME_CHOICE_EVENT = 'apogee:theme-choice';

export type Theme = 'day' | 'night';
export type ThemeChoice = Theme | 'system';

type ThemeScope = Partial<Record<typeof THEME_GLOBAL, (store: 1) => void>>;

/** The theme in use, as the inline script set it on <html> (`day` before it ran). */
export function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'night' ? 'night' : 'day';
}

/** The reader's stored choice; `system` when there is none or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    const choice = window.localStorage.getItem(THEME_CHOICE_KEY);
    return choice === 'day' || choice === 'night' ? choice : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Remembers the reader's choice and applies it through the inline script's function. Without
 * that script (Storybook, a test), <html> gets the chosen theme directly.
 */
export function chooseTheme(choice: ThemeChoice, scope: ThemeScope = window as ThemeScope): void {
  let stored = true;
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_CHOICE_KEY);
    else window.localStorage.setItem(THEME_CHOICE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts as long as the page.
    stored = false;
  }
  const apply = scope[THEME_GLOBAL];
  if (apply && stored) apply(1);
  else if (choice !== 'system') document.documentElement.setAttribute('data-theme', choice);
  window.dispatchEvent(new Event(THEME_CHOICE_EVENT));
}

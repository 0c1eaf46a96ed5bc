// The inline script that sets the reader's theme before the first paint (theme.ts says what the
// theme is; docs/decisions/066-theme-without-a-flash.md why it is set this way).
import { THEME_CHOICE_KEY, THEME_GLOBAL, THEME_KEY, type Theme } from './theme';

/** The browser's bar (theme-color) in each theme: the night band, and the night background. */
export const THEME_COLOURS: Record<Theme, string> = { day: '#0b1530', night: '#0d1424' };

/**
 * Sets `data-theme` and `color-scheme` on <html> and the theme-color of the browser's bar from
 * the stored choice, or from `prefers-color-scheme` without one; again when the system's scheme
 * changes, when another tab chooses, and when the header's switch calls `window.__applyTheme(1)`
 * (those also store the theme in use). Static text, identical on every page: the page's
 * Content-Security-Policy allows it by its hash. A few hundred bytes.
 */
export const THEME_SCRIPT =
  `(function(){var w=window,d=document,h=d.documentElement,m=w.matchMedia("(prefers-color-scheme: dark)");` +
  `function a(e){var c,t,b;try{c=w.localStorage.getItem("${THEME_CHOICE_KEY}")}catch(x){}` +
  `t=c=="day"||c=="night"?c:m.matches?"night":"day";h.setAttribute("data-theme",t);` +
  `h.style.colorScheme=t=="night"?"dark":"light";b=d.querySelector('meta[name="theme-color"]');` +
  `if(b)b.content=t=="night"?"${THEME_COLOURS.night}":"${THEME_COLOURS.day}";` +
  `if(e)try{w.localStorage.setItem("${THEME_KEY}",t)}catch(x){}}` +
  `a();m.addEventListener("change",a);w.addEventListener("storage",a);w.${THEME_GLOBAL}=a})()`;

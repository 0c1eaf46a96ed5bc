// The inline script that sets the reader's theme before the first paint (theme.ts says what the
// theme is; docs/decisions/066-theme-without-a-flash.md why it is set this way).
import { THEME_CHOICE_KEY, THEME_GLOBAL, THEME_KEY, type Theme } from './theme';

/** The browser's bar (theme-color) in each theme: the night band, and the night background. */
export const THEME_COLOURS: Record<Theme, string> = { day: '#0b1530', night: '#0d1424' };

/**
 * Sets `data-theme` and `color-scheme` on <html>, the theme-color of the browser's bar and the
 * value of every theme switch (`select[name="theme-choice"]`) from the stored choice, or from
 * `prefers-color-scheme` without one; again once the page is parsed (the switches exist then),
 * when the system's scheme changes, when another tab chooses, and when the account menu calls
 * `window.__applyTheme(1)` (those also store the theme in use). It also takes the switches'
 * changes itself, listening on the window before React: a switch works from the first paint,
 * before the page's scripts have come, and needs none of their code (docs/performance.md).
 * Static text, identical on every page: the page's Content-Security-Policy allows it by its
 * hash.
 */
export const THEME_SCRIPT =
  `(function(){var w=window,d=document,h=d.documentElement,K="${THEME_CHOICE_KEY}",` +
  `m=w.matchMedia("(prefers-color-scheme: dark)");` +
  `function a(e){var c,t,b;try{c=w.localStorage.getItem(K)}catch(x){}` +
  `t=c=="day"||c=="night"?c:m.matches?"night":"day";h.setAttribute("data-theme",t);` +
  `h.style.colorScheme=t=="night"?"dark":"light";b=d.querySelector('meta[name="theme-color"]');` +
  `if(b)b.content=t=="night"?"${THEME_COLOURS.night}":"${THEME_COLOURS.day}";` +
  `d.querySelectorAll('select[name="'+K+'"]').forEach(function(s){s.value=c==t?c:"system"});` +
  `if(e)try{w.localStorage.setItem("${THEME_KEY}",t)}catch(x){}}` +
  `a();m.addEventListener("change",a);w.addEventListener("storage",a);` +
  `d.addEventListener("DOMContentLoaded",function(){a()});` +
  `w.addEventListener("change",function(e){var s=e.target;if(s.name!=K)return;` +
  `try{s.value=="system"?w.localStorage.removeItem(K):w.localStorage.setItem(K,s.value)}catch(x){}` +
  `a(1)},true);w.${THEME_GLOBAL}=a})()`;

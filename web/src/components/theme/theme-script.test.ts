import { describe, expect, it } from 'vitest';
import type { THEME_GLOBAL } from './theme';
import { THEME_COLOURS, THEME_SCRIPT } from './theme-script';

type Listener = (event?: unknown) => void;

/**
 * Runs the page's inline script against a stand-in document and window: a system in `scheme`,
 * local storage holding `stored`.
 */
function runInlineScript(
  scheme: 'light' | 'dark',
  stored: Record<string, string> | 'unavailable' = {},
) {
  const storage = new Map(Object.entries(stored === 'unavailable' ? {} : stored));
  const refuse = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  const attributes = new Map<string, string>();
  const html = {
    style: { colorScheme: '' },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const themeColour = { content: THEME_COLOURS.day };
  const system = { matches: scheme === 'dark', listeners: [] as Listener[] };
  const windowListeners = new Map<string, Listener>();
  const window: Partial<Record<typeof THEME_GLOBAL, Listener>> & Record<string, unknown> = {
    localStorage:
      stored === 'unavailable'
        ? { getItem: refuse, setItem: refuse, removeItem: refuse }
        : {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => storage.set(key, value),
            removeItem: (key: string) => storage.delete(key),
          },
    matchMedia: (query: string) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return {
        get matches() {
          return system.matches;
        },
        addEventListener: (_: string, listener: Listener) => system.listeners.push(listener),
      };
    },
    addEventListener: (name: string, listener: Listener) => windowListeners.set(name, listener),
  };
  // The header's two switches (the bar's and the phone menu's), once the page is parsed.
  const switches: { name: string; value: string }[] = [];
  const documentListeners = new Map<string, Listener>();
  const document = {
    documentElement: html,
    querySelector: (selector: string) =>
      selector === 'meta[name="theme-color"]' ? themeColour : null,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('select[name="theme-choice"]');
      return switches;
    },
    addEventListener: (name: string, listener: Listener) => documentListeners.set(name, listener),
  };
  new Function('document', 'window', THEME_SCRIPT)(document, window);
  return {
    theme: () => attributes.get('data-theme'),
    colorScheme: () => html.style.colorScheme,
    themeColour: () => themeColour.content,
    storage,
    window,
    /** The system switches to `dark` or back, as the media query reports it. */
    systemTurns(dark: boolean) {
      system.matches = dark;
      for (const listener of system.listeners) listener({ matches: dark });
    },
    windowListeners,
    /** The page is parsed: its two switches are there. */
    parsed() {
      switches.push(
        { name: 'theme-choice', value: 'system' },
        { name: 'theme-choice', value: 'system' },
      );
      documentListeners.get('DOMContentLoaded')?.();
    },
    switches,
    /** The reader picks `value` in the first switch (a change event, seen on the window). */
    pick(value: string) {
      const target = switches[0] ?? { name: 'theme-choice', value };
      target.value = value;
      windowListeners.get('change')?.({ target });
    },
  };
}

describe('the theme before the first paint', () => {
  it('follows a light system with no choice: day, and stores nothing before the shell runs', () => {
    const page = runInlineScript('light');
    expect(page.theme()).toBe('day');
    expect(page.colorScheme()).toBe('light');
    expect(page.themeColour()).toBe(THEME_COLOURS.day);
    expect(page.storage.has('theme')).toBe(false);
  });

  it('follows a dark system with no choice: night', () => {
    const page = runInlineScript('dark');
    expect(page.theme()).toBe('night');
    expect(page.colorScheme()).toBe('dark');
    expect(page.themeColour()).toBe(THEME_COLOURS.night);
  });

  it("keeps the reader's choice over the system's", () => {
    expect(runInlineScript('light', { 'theme-choice': 'night' }).theme()).toBe('night');
    expect(runInlineScript('dark', { 'theme-choice': 'day' }).theme()).toBe('day');
  });

  it('ignores a stored choice it does not know, and follows the system', () => {
    expect(runInlineScript('dark', { 'theme-choice': 'sepia' }).theme()).toBe('night');
  });

  it('turns with the system while following it, storing the theme in use', () => {
    const page = runInlineScript('light');
    page.systemTurns(true);
    expect(page.theme()).toBe('night');
    expect(page.storage.get('theme')).toBe('night');
    page.systemTurns(false);
    expect(page.theme()).toBe('day');
    expect(page.storage.get('theme')).toBe('day');
  });

  it("applies a choice made in another tab, and the header's choice through its function", () => {
    const page = runInlineScript('light');
    page.storage.set('theme-choice', 'night');
    page.windowListeners.get('storage')?.({ key: 'theme-choice' });
    expect(page.theme()).toBe('night');
    page.storage.set('theme-choice', 'day');
    page.window.__applyTheme?.(1);
    expect(page.theme()).toBe('day');
    expect(page.storage.get('theme')).toBe('day');
  });

  it("shows the reader's choice in every switch once the page is parsed", () => {
    const page = runInlineScript('dark', { 'theme-choice': 'day' });
    page.parsed();
    expect(page.switches.map((select) => select.value)).toEqual(['day', 'day']);
    const following = runInlineScript('dark', { 'theme-choice': 'sepia' });
    following.parsed();
    expect(following.switches.map((select) => select.value)).toEqual(['system', 'system']);
  });

  it("takes a switch's change: stores the choice and the theme in use, and applies it", () => {
    const page = runInlineScript('light');
    page.parsed();
    page.pick('night');
    expect(page.theme()).toBe('night');
    expect(page.storage.get('theme-choice')).toBe('night');
    expect(page.storage.get('theme')).toBe('night');
    expect(page.switches.map((select) => select.value)).toEqual(['night', 'night']);
    page.pick('system');
    expect(page.storage.has('theme-choice')).toBe(false);
    expect(page.theme()).toBe('day');
    expect(page.switches.map((select) => select.value)).toEqual(['system', 'system']);
  });

  it('leaves the changes of other fields alone', () => {
    const page = runInlineScript('light');
    page.windowListeners.get('change')?.({ target: { name: 'email', value: 'night' } });
    expect(page.theme()).toBe('day');
    expect(page.storage.size).toBe(0);
  });

  it('works when storage throws (private mode): the system decides', () => {
    const page = runInlineScript('dark', 'unavailable');
    expect(page.theme()).toBe('night');
    page.systemTurns(false);
    expect(page.theme()).toBe('day');
  });
});

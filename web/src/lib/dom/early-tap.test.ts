import { describe, expect, it } from 'vitest';
import {
  EARLY_TAP_SCRIPT,
  EARLY_TAP_TARGET,
  takeEarlyTap,
  type EARLY_TAP_GLOBAL,
} from './early-tap';

type Click = (event: { target: unknown }) => void;

/** Runs the page's inline script against a stand-in document and window. */
function runInlineScript() {
  const listeners = new Map<string, Click>();
  const document = {
    addEventListener: (name: string, listener: Click, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(name, listener);
    },
    removeEventListener: (name: string) => listeners.delete(name),
  };
  const window: Partial<Record<typeof EARLY_TAP_GLOBAL, () => Element | undefined>> = {};
  new Function('document', 'window', EARLY_TAP_SCRIPT)(document, window);
  // A tapped element as the script sees it: its closest enabled type="button" button, or none.
  const tap = (button: string | null) =>
    listeners.get('click')?.({
      target: { closest: (selector: string) => (selector === EARLY_TAP_TARGET ? button : null) },
    });
  return { listeners, window, tap };
}

describe('a tap before hydration', () => {
  it('is the last enabled button tapped, handed over once, after which the script stops listening', () => {
    const page = runInlineScript();
    page.tap('menu button');
    page.tap(null);
    page.tap('quiz option');
    expect(takeEarlyTap(page.window)).toBe('quiz option');
    expect(page.listeners.has('click')).toBe(false);
    expect(takeEarlyTap(page.window)).toBeUndefined();
  });

  it('is nothing when no button was tapped, or when the page had no inline script', () => {
    const page = runInlineScript();
    page.tap(null);
    expect(takeEarlyTap(page.window)).toBeUndefined();
    expect(takeEarlyTap({})).toBeUndefined();
  });
});

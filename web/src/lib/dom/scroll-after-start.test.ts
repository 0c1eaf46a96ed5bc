import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollRestorationAfterStart } from './scroll-after-start';

describe("the router's scroll restoration", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off on the server, so the page carries no inline script that forces a layout', () => {
    const restoration = scrollRestorationAfterStart();
    expect([restoration(), restoration()]).toEqual([false, false]);
  });

  it('leaves the first page where the browser put it, then restores and resets on every navigation', () => {
    vi.stubGlobal('document', {});
    const restoration = scrollRestorationAfterStart();
    expect([restoration(), restoration(), restoration()]).toEqual([false, true, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { clampPage, pageForKey, pageForSwipe, pageScale, stepZoom } from './reader-navigation';

describe('the issue reader’s keys', () => {
  it('turns pages with the arrows and goes to either end with Home and End', () => {
    expect(pageForKey('ArrowRight', 2, 4)).toBe(3);
    expect(pageForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(pageForKey('Home', 3, 4)).toBe(1);
    expect(pageForKey('End', 1, 4)).toBe(4);
  });

  it('stays on the first and the last page', () => {
    expect(pageForKey('ArrowLeft', 1, 4)).toBe(1);
    expect(pageForKey('ArrowRight', 4, 4)).toBe(4);
  });

  it('leaves other keys alone', () => {
    expect(pageForKey('Enter', 2, 4)).toBeNull();
    expect(pageForKey('a', 2, 4)).toBeNull();
  });
});

describe('a swipe on the page', () => {
  it('to the left turns to the next page, to the right to the previous one', () => {
    expect(pageForSwipe({ dx: -120, dy: 10 }, 2, 4, 1)).toBe(3);
    expect(pageForSwipe({ dx: 120, dy: -10 }, 2, 4, 1)).toBe(1);
  });

  it('turns nothing when short, mostly vertical or zoomed in', () => {
    expect(pageForSwipe({ dx: -30, dy: 0 }, 2, 4, 1)).toBeNull();
    expect(pageForSwipe({ dx: -80, dy: 200 }, 2, 4, 1)).toBeNull();
    expect(pageForSwipe({ dx: -200, dy: 0 }, 2, 4, 1.5)).toBeNull();
  });
});

describe('zoom and scale', () => {
  it('steps through the zoom levels and stops at either end', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it('fits the whole page in the area, times the zoom', () => {
    const page = { width: 420, height: 595 };
    expect(pageScale(page, { width: 840, height: 2000 }, 1)).toBe(2);
    expect(pageScale(page, { width: 2000, height: 595 }, 1.5)).toBe(1.5);
    expect(pageScale(page, { width: 0, height: 0 }, 1)).toBe(1);
  });

  it('keeps a page number within the issue', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 0)).toBe(1);
  });
});

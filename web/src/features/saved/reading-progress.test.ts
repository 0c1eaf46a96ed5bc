import { describe, expect, it } from 'vitest';
import { continueHash, progressFromHash } from './api';
import { progressOf, scrollTopFor } from './reading-progress';

const rect = (top: number, height: number) => ({ top, height }) as DOMRect;

describe('reading progress', () => {
  it('counts the part of the text that has been on screen', () => {
    expect(progressOf(rect(800, 2000), 800)).toBe(0);
    expect(progressOf(rect(-200, 2000), 800)).toBe(0.5);
    expect(progressOf(rect(-1500, 2000), 800)).toBe(1);
    expect(progressOf(rect(100, 0), 800)).toBe(0);
  });

  it('scrolls back to where the reader was', () => {
    // The text starts 600 px down the page; 40% of 2000 px is 800 px into it.
    expect(scrollTopFor(rect(600, 2000), 0, 800, 0.4)).toBe(600);
    expect(progressOf(rect(600 - 600, 2000), 800)).toBe(0.4);
    expect(scrollTopFor(rect(600, 2000), 0, 800, 0)).toBe(0);
  });

  it('carries the position in the address as a whole percentage', () => {
    expect(continueHash(0.404)).toBe('continue-40');
    expect(progressFromHash('#continue-40')).toBe(0.4);
    expect(progressFromHash('#continue-101')).toBeNull();
    expect(progressFromHash('#comments')).toBeNull();
  });
});

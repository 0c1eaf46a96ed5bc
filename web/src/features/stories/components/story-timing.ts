import type { CmsMedia } from '@/lib/cms/media';

/** Pages advance after 5 s (image) or 30 s (video): docs/product/stories.md#viewer. */
export const IMAGE_PAGE_MS = 5_000;
export const VIDEO_PAGE_MS = 30_000;

/** What the clock needs to know of a page. */
export interface TimedPage {
  media: Pick<CmsMedia, 'kind'>;
}

export function pageDuration(page: TimedPage | undefined): number {
  return page?.media.kind === 'video' ? VIDEO_PAGE_MS : IMAGE_PAGE_MS;
}

export interface PlayerState {
  index: number;
  /** Time shown on the current page, in ms. */
  elapsed: number;
  paused: boolean;
}

export type PlayerAction =
  { type: 'tick'; ms: number } | { type: 'go'; index: number } | { type: 'toggle-pause' };

export const initialPlayerState: PlayerState = { index: 0, elapsed: 0, paused: false };

/**
 * The story player's clock: ticks advance to the next page when the page's time is up;
 * after the last page the player stops.
 */
export function storyPlayer(pages: readonly TimedPage[]) {
  const last = Math.max(pages.length - 1, 0);
  return (state: PlayerState, action: PlayerAction): PlayerState => {
    switch (action.type) {
      case 'go':
        return { ...state, index: Math.min(Math.max(action.index, 0), last), elapsed: 0 };
      case 'toggle-pause':
        return { ...state, paused: !state.paused };
      case 'tick': {
        if (state.paused) return state;
        const elapsed = state.elapsed + action.ms;
        if (elapsed < pageDuration(pages[state.index])) return { ...state, elapsed };
        if (state.index < last) return { ...state, index: state.index + 1, elapsed: 0 };
        return { ...state, elapsed: pageDuration(pages[state.index]), paused: true };
      }
    }
  };
}

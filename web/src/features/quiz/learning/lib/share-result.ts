/** How sharing went, for the confirmation the reader sees. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses (passed in, so tests and stories choose them). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export interface SharedResult {
  title: string;
  /** The spoiler-free grid ("Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥"). */
  text: string;
  url: string;
}

/**
 * Shares a result with the system's share sheet where there is one (phones), else copies the
 * grid and the link: on a desktop the reader pastes it where they like.
 */
export async function shareResult(
  result: SharedResult,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: result.title, text: result.text, url: result.url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the reader's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(`${result.text}\n${result.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** What the reader is told once they pressed Share. */
export function shareConfirmation(outcome: ShareOutcome, url: string): string {
  switch (outcome) {
    case 'shared':
      return 'Result shared.';
    case 'copied':
      return 'Link copied: paste it to a friend.';
    case 'cancelled':
      return '';
    case 'failed':
      return `Copying did not work here. Your result's link: ${url}`;
  }
}

// Whether this browser has opened the daily challenge. Until it has, the service does not know
// it (a visitor is known by the challenge's own cookie, given on the first GET /api/quiz/daily),
// so the home page's card does not ask: asking would hand every visitor of the home page that
// cookie. No personal data: one flag, kept in local storage.

const DAILY_VISITED_KEY = 'dailyVisited';

/** Called by the daily challenge once it has loaded (the service has set its cookie then). */
export function markDailyVisited(): void {
  try {
    localStorage.setItem(DAILY_VISITED_KEY, 'yes');
  } catch {
    // Storage refused (private mode, full): the card then shows what a new visitor sees.
  }
}

export function hasVisitedDaily(): boolean {
  try {
    return localStorage.getItem(DAILY_VISITED_KEY) === 'yes';
  } catch {
    return false;
  }
}

/**
 * `validateSearch` of the newsletter's emailed links (/newsletter/confirm,
 * /newsletter/unsubscribe): the `token` they carry, or none when it is missing or empty.
 */
export function newsletterTokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token ? { token: search.token } : {};
}

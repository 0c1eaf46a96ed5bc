/**
 * A deliberately simple first filter: comments that look like advertising are kept for an
 * editor instead of being listed at once. Anything it lets through is still plain text.
 */
const LINK = /\bhttps?:\/\/|\bwww\./gi;
const MAX_LINKS = 2;
const BANNED_WORDS = [
  'viagra',
  'cialis',
  'casino',
  'payday loan',
  'crypto giveaway',
  'free bitcoin',
  'escort',
  'porn',
  'buy followers',
  'seo services',
];

export function looksLikeSpam(text: string): boolean {
  const links = text.match(LINK)?.length ?? 0;
  if (links > MAX_LINKS) return true;
  const lower = text.toLowerCase();
  return BANNED_WORDS.some((word) => lower.includes(word));
}

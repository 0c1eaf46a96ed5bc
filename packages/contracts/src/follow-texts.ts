// The follows' texts and shapes without zod: the pages' first load imports them (the Follow
// button's slot), and zod stays out of it (docs/performance.md). Re-exported by ./follows.

/**
 * What a signed-in reader can follow from its page: a category, a tag or an author. The
 * categories a reader follows are also the topics of their newsletter subscription (one list
 * of interests; docs/decisions/067-one-list-of-interests.md).
 */
export const followKinds = ['category', 'tag', 'author'] as const;
export type FollowKind = (typeof followKinds)[number];

/** At most this many follows per reader, all kinds together. */
export const FOLLOWS_MAX = 100;

/** How many articles the home page's "Following" lists. */
export const FOLLOWING_FEED_SIZE = 6;
/** The most a client may ask for at once. */
export const FOLLOWING_FEED_MAX = 24;

export const followMessages = {
  kindInvalid: 'You can follow a category, a tag or an author.',
  slugInvalid: 'This is not the address of a category, tag or author.',
  tooMany: `You follow ${FOLLOWS_MAX} categories, tags and authors already. Unfollow one to follow another.`,
  limitInvalid: `limit must be a whole number from 1 to ${FOLLOWING_FEED_MAX}.`,
  followed: 'Followed.',
  unfollowed: 'Unfollowed.',
  failed: 'Could not change what you follow. Please try again.',
  listFailed: 'Could not load what you follow.',
  loadFailed: 'Could not load the articles you follow.',
  signInToFollow: 'Log in to follow',
  nothingFollowed:
    'Follow categories, tags and authors from their pages: their newest articles will appear here.',
  noArticles: 'Nothing new from what you follow yet.',
} as const;

/** A slug as the CMS makes them: lower-case words joined by hyphens. */
export const FOLLOW_SLUG_SHAPE = /^[a-z0-9][a-z0-9-]{0,99}$/;

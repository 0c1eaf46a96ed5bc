import { ReadCache } from '@apogee/service-plumbing/read-cache';

/**
 * The web server's cache of CMS answers (the quiz-service keeps the same kind,
 * @apogee/service-plumbing): answers live 30 s, concurrent misses of one key share one request,
 * and a CMS webhook purges everything. A failed answer is the reader's, never kept.
 */
export const cmsCache = new ReadCache({ ttlMs: 30_000, maxEntries: 500 });

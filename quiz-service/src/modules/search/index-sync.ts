import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { CmsArticles, IndexedArticle } from './cms-articles';
import {
  deleteArticles,
  deleteIndexedBefore,
  indexState,
  indexedVersions,
  markBuilt,
  markReconciled,
  rebuildWords,
  releaseLease,
  takeLease,
  tidyAfterRebuild,
  upsertArticles,
  type IndexState,
} from './repository';

/** Changes that arrive together (an editor's bulk publish) are read from the CMS together. */
const FLUSH_DELAY_MS = 150;
/** A lease outlives a stalled CMS request (10 s) with room to spare; renewed every page. */
const LEASE_MS = 60_000;
/** Changes are read again this far back, for clocks and commits that ran a little late. */
const CHANGE_MARGIN_MS = 5 * 60_000;
/** Every article's id is compared with the CMS at least this often (unpublished ones leave). */
const FULL_COMPARISON_EVERY_MS = 60 * 60_000;
/** Above this many changed articles, the word list is counted again once instead of per article. */
const WORDS_RECOUNT_ABOVE = 200;

export interface IndexSyncOptions {
  db: Database;
  articles: CmsArticles;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the index is compared with the CMS; 0: only when asked (tests). */
  reconcileEveryMs: number;
}

export interface RebuildReport {
  articles: number;
  removed: number;
  ms: number;
}

export type SyncJob = 'rebuild' | 'reconcile';

/**
 * Keeps the index in step with the CMS: a change the CMS webhook reports is applied within a
 * fraction of a second; a periodic reconciliation repairs what a missed webhook left; a full
 * rebuild streams the CMS page by page. Rebuilds and reconciliations run in one process at a
 * time, whatever the number of replicas (the lease in search_index_state).
 */
export function createIndexSync({ db, articles, log, reconcileEveryMs }: IndexSyncOptions) {
  const owner = randomUUID();
  const pending = new Set<string>();
  const pendingTaxonomies: { kind: 'category' | 'tag'; slug: string }[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let reconcileTimer: NodeJS.Timeout | null = null;
  let running: { job: SyncJob; done: Promise<unknown>; indexed: number } | null = null;
  let lastFullComparison = 0;
  let stopped = false;

  /** Applies one batch: the published ones written, the others (unpublished, deleted) removed. */
  async function apply(found: IndexedArticle[], asked: readonly string[]) {
    const present = new Set(found.map((article) => article.documentId));
    const gone = asked.filter((id) => !present.has(id));
    await db.transaction(async (tx) => {
      await upsertArticles(tx, found, { words: true });
      await deleteArticles(tx, gone);
    });
  }

  async function flush() {
    const ids = [...pending];
    pending.clear();
    const taxonomies = pendingTaxonomies.splice(0);
    try {
      if (ids.length) await apply(await articles.byIds(ids), ids);
      for (const { kind, slug } of taxonomies) {
        const pages = kind === 'category' ? articles.inCategory(slug) : articles.withTag(slug);
        for await (const page of pages) await apply(page, []);
      }
    } catch (error) {
      // The next reconciliation repairs it; the reason names the CMS call, never a token.
      log.warn({ err: error, articles: ids.length }, 'search index: a change could not be applied');
    }
  }

  function scheduleFlush() {
    if (flushTimer || stopped) return;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      flushing = flushing.then(flush);
    }, FLUSH_DELAY_MS);
  }

  /** Runs `job` holding the lease, renewing it as work goes; null when another process has it. */
  async function withLease<T>(job: SyncJob, work: (renew: () => Promise<void>) => Promise<T>) {
    if (running) return null;
    if (!(await takeLease(db, owner, LEASE_MS))) return null;
    const renew = async () => {
      // A process that is stopping leaves the job to the next one (the lease is released).
      if (stopped) throw new Error('search index: stopped before the job ended');
      if (!(await takeLease(db, owner, LEASE_MS)))
        throw new Error('search index: the lease was lost to another process');
    };
    const state = { job, indexed: 0, done: Promise.resolve() as Promise<unknown> };
    running = state;
    const done = work(renew).finally(async () => {
      running = null;
      await releaseLease(db, owner).catch(() => undefined);
    });
    state.done = done.catch(() => undefined);
    return { state, done };
  }

  async function rebuildNow(renew: () => Promise<void>): Promise<RebuildReport> {
    const started = Date.now();
    // Rows are written with the database's clock; what was indexed before this moment and is
    // not seen again is gone from the CMS.
    const clock = await db.query<{ now: Date }>('select clock_timestamp() as now');
    const startedAt = clock.rows[0]?.now ?? new Date(0);
    let count = 0;
    for await (const page of articles.all()) {
      await upsertArticles(db, page, { words: false });
      count += page.length;
      if (running) running.indexed = count;
      await renew();
    }
    const removed = await deleteIndexedBefore(db, startedAt);
    await rebuildWords(db);
    await tidyAfterRebuild(db);
    await markBuilt(db);
    lastFullComparison = Date.now();
    return { articles: count, removed, ms: Date.now() - started };
  }

  async function reconcileNow(renew: () => Promise<void>) {
    const state = await indexState(db);
    if (!state.builtAt) return { rebuilt: await rebuildNow(renew) };
    let changed = 0;
    const since = new Date((state.newestChange?.getTime() ?? 0) - CHANGE_MARGIN_MS);
    for await (const page of articles.changedSince(since.toISOString())) {
      await upsertArticles(db, page, { words: page.length <= WORDS_RECOUNT_ABOVE });
      changed += page.length;
      await renew();
    }
    let removed = 0;
    const fullDue = Date.now() - lastFullComparison > FULL_COMPARISON_EVERY_MS;
    if (fullDue || (await articles.total()) !== (await indexState(db)).articles) {
      const indexed = await indexedVersions(db);
      const missing: string[] = [];
      for await (const page of articles.versions()) {
        for (const { documentId, updatedAt } of page) {
          const at = indexed.get(documentId);
          indexed.delete(documentId);
          if (at === undefined || (updatedAt && new Date(updatedAt).getTime() > at))
            missing.push(documentId);
        }
        await renew();
      }
      for (let i = 0; i < missing.length; i += 100) {
        const ids = missing.slice(i, i + 100);
        await apply(await articles.byIds(ids), ids);
        changed += ids.length;
      }
      removed = await deleteArticles(db, [...indexed.keys()]);
      lastFullComparison = Date.now();
    }
    if (changed > WORDS_RECOUNT_ABOVE) {
      await rebuildWords(db);
      await tidyAfterRebuild(db);
    }
    await markReconciled(db);
    return { changed, removed };
  }

  /** An index never built is tried again soon (the CMS may still be starting). */
  const RETRY_UNBUILT_MS = 10_000;

  async function scheduleReconcile() {
    if (!reconcileEveryMs || stopped) return;
    const built = await indexState(db).then(
      (state) => state.builtAt !== null,
      () => false,
    );
    if (stopped) return;
    reconcileTimer = setTimeout(
      () => {
        void sync
          .reconcile()
          .catch((error: unknown) =>
            log.warn({ err: error }, 'search index: reconciliation with the CMS failed'),
          )
          .finally(scheduleReconcile);
      },
      built ? reconcileEveryMs : Math.min(reconcileEveryMs, RETRY_UNBUILT_MS),
    );
    reconcileTimer.unref();
  }

  const sync = {
    /** The CMS reported a change of this article (published, changed, unpublished, deleted). */
    articleChanged(documentId: string) {
      pending.add(documentId);
      scheduleFlush();
    },
    /** A category or tag changed (renamed, deleted): its articles are read again. */
    taxonomyChanged(kind: 'category' | 'tag', slug: string) {
      pendingTaxonomies.push({ kind, slug });
      scheduleFlush();
    },
    /** Resolves when every change reported so far is applied. */
    async settled() {
      while (flushTimer || pending.size) {
        if (flushTimer) {
          clearTimeout(flushTimer);
          flushTimer = null;
          flushing = flushing.then(flush);
        }
        await flushing;
      }
      await flushing;
    },

    /**
     * Rebuilds the whole index from the CMS. Starts it and resolves when it ends; null when a
     * rebuild or reconciliation is already under way (here or in another replica).
     */
    async rebuild(): Promise<RebuildReport | null> {
      const started = await withLease('rebuild', rebuildNow);
      if (!started) return null;
      const report = await started.done;
      log.info(report, 'search index rebuilt from the CMS');
      return report;
    },

    /** Starts a rebuild without waiting for it: false when one is under way already. */
    async startRebuild(): Promise<boolean> {
      const started = await withLease('rebuild', rebuildNow);
      if (!started) return false;
      started.done.then(
        (report) => log.info(report, 'search index rebuilt from the CMS'),
        (error: unknown) => log.error({ err: error }, 'search index: the rebuild failed'),
      );
      return true;
    },

    /** Compares the index with the CMS and repairs what differs (null: another process is on it). */
    async reconcile() {
      const started = await withLease('reconcile', reconcileNow);
      if (!started) return null;
      const report = await started.done;
      if ('rebuilt' in report || report.changed || report.removed)
        log.info(report, 'search index reconciled with the CMS');
      return report;
    },

    /** What the index holds and what this process is doing to it. */
    async status(): Promise<IndexState & { job: SyncJob | null; indexedSoFar: number }> {
      return {
        ...(await indexState(db)),
        job: running?.job ?? null,
        indexedSoFar: running?.indexed ?? 0,
      };
    },

    /**
     * At start: an index never built is built at once (in the background), and then compared
     * with the CMS every reconcileEveryMs.
     */
    start() {
      if (!reconcileEveryMs) return;
      void sync
        .reconcile()
        .catch((error: unknown) =>
          log.warn({ err: error }, 'search index: the first reconciliation with the CMS failed'),
        )
        .finally(scheduleReconcile);
    },

    async stop() {
      stopped = true;
      if (reconcileTimer) clearTimeout(reconcileTimer);
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
      await flushing;
      await running?.done;
    },
  };
  return sync;
}

export type IndexSync = ReturnType<typeof createIndexSync>;

import type { Queryable } from '../../db/database';
import { blocksToHtml, ORIGIN_MARKER } from '../../lib/blocks-html';
import type { IndexedArticle } from './cms-articles';

// The search index's SQL (migrations/040_search_index.sql). Terms reach PostgreSQL as
// parameters only; websearch_to_tsquery reads the reader's syntax (quotes, -word, or).

const CONFIG = `'apogee_english'`;
/** Matches ranked again on their whole text (body included); the rest follow by summary. */
const RERANKED = 200;
/** Newest first; an article without a date last (the keyset needs a value to compare). */
const PUBLISHED = `coalesce(published_at, '-infinity')`;
/**
 * The newest articles the text fallback reads (textMatchPage): reading every body of a large
 * archive for a text took seconds (decision 064).
 */
export const TEXT_SCOPE = 1000;

/** Characters PostgreSQL cannot store in text (NUL) or that mark highlights: never indexed. */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const UNSTORABLE = /[\u0000\u0002\u0003]/g;
const clean = (value: string) => value.replace(UNSTORABLE, ' ');

function toRecord(article: IndexedArticle) {
  const tagNames = article.tags.map((tag) => clean(tag.name));
  const tagSlugs = article.tags.map((tag) => tag.slug);
  return {
    document_id: article.documentId,
    cms_id: article.cmsId,
    slug: article.slug,
    title: clean(article.title),
    description: clean(article.description),
    category_name: article.category ? clean(article.category.name) : null,
    category_slug: article.category?.slug ?? null,
    author: article.author,
    tag_names: tagNames,
    tag_slugs: tagSlugs,
    tag_keys: [...new Set([...tagNames, ...tagSlugs].map((key) => key.toLowerCase()))],
    body_text: clean(article.bodyText),
    passages: article.passages.map(clean),
    date_text: article.dateText,
    content: article.content,
    legacy_html: blocksToHtml(article.content, ORIGIN_MARKER),
    image: article.image,
    published_at: article.publishedAt,
    updated_at: article.updatedAt,
  };
}

const WORDS_OF_ARTICLE = `search_article_words(a.title, a.description, a.tags_text, a.body_text)`;

/** Counts the words of these indexed articles in search_words (by = 1) or uncounts them (-1). */
async function countWords(db: Queryable, documentIds: string[], by: 1 | -1) {
  if (by === 1) {
    await db.query(
      `insert into search_words (word, documents)
       select word, count(*)::int from search_articles a, lateral ${WORDS_OF_ARTICLE} as word
        where a.document_id = any($1::text[]) group by word
       on conflict (word) do update set documents = search_words.documents + excluded.documents`,
      [documentIds],
    );
    return;
  }
  await db.query(
    `update search_words w set documents = w.documents - o.n
       from (select word, count(*)::int as n from search_articles a, lateral ${WORDS_OF_ARTICLE} as word
              where a.document_id = any($1::text[]) group by word) o
      where w.word = o.word`,
    [documentIds],
  );
  await db.query('delete from search_words where documents <= 0');
}

/**
 * Adds or replaces articles (one statement for the batch). With `words`, the corpus's word list
 * follows the change; a full rebuild counts the words once at its end instead.
 */
export async function upsertArticles(
  db: Queryable,
  articles: IndexedArticle[],
  { words }: { words: boolean },
) {
  if (articles.length === 0) return;
  const ids = articles.map((article) => article.documentId);
  if (words) await countWords(db, ids, -1);
  // An article that took the slug of another (deleted, then written again) replaces it.
  await db.query(
    `delete from search_articles where slug = any($1::text[]) and not (document_id = any($2::text[]))`,
    [articles.map((article) => article.slug), ids],
  );
  await db.query(
    `insert into search_articles (document_id, cms_id, slug, title, description, category_name,
       category_slug, author, tag_names, tag_slugs, tag_keys, tags_text, body_text, passages,
       passage_vectors, date_text, content, legacy_html, image, published_at, updated_at,
       published_year, indexed_at)
     select a.document_id, a.cms_id, a.slug, a.title, a.description, a.category_name,
            a.category_slug, a.author, a.tag_names, a.tag_slugs, a.tag_keys, array_to_string(a.tag_names, ' '),
            a.body_text, a.passages,
            array(select to_tsvector(${CONFIG}, passage)
                    from unnest(a.passages) with ordinality as p(passage, n) order by n),
            a.date_text, a.content, a.legacy_html, a.image, a.published_at, a.updated_at,
            extract(year from a.published_at at time zone 'UTC')::int, clock_timestamp()
       from jsonb_to_recordset($1::jsonb) as a(document_id text, cms_id int, slug text, title text,
            description text, category_name text, category_slug text, author jsonb,
            tag_names text[],
            tag_slugs text[], tag_keys text[], body_text text, passages text[], date_text text,
            content jsonb, legacy_html text,
            image jsonb, published_at timestamptz, updated_at timestamptz)
     on conflict (document_id) do update set
       cms_id = excluded.cms_id, slug = excluded.slug, title = excluded.title,
       description = excluded.description, category_name = excluded.category_name,
       category_slug = excluded.category_slug, author = excluded.author, tag_names = excluded.tag_names,
       tag_slugs = excluded.tag_slugs, tag_keys = excluded.tag_keys, tags_text = excluded.tags_text,
       body_text = excluded.body_text, passages = excluded.passages,
       passage_vectors = excluded.passage_vectors, date_text = excluded.date_text,
       content = excluded.content, legacy_html = excluded.legacy_html,
       image = excluded.image, published_at = excluded.published_at,
       updated_at = excluded.updated_at, published_year = excluded.published_year,
       indexed_at = excluded.indexed_at
     -- A slower writer (a rebuild's page read before an editor's change) never undoes a newer one.
     where search_articles.updated_at is null or excluded.updated_at is null
        or excluded.updated_at >= search_articles.updated_at`,
    [JSON.stringify(articles.map(toRecord))],
  );
  if (words) await countWords(db, ids, 1);
}

/** Removes articles (unpublished or deleted); returns how many were indexed. */
export async function deleteArticles(db: Queryable, documentIds: string[]): Promise<number> {
  if (documentIds.length === 0) return 0;
  await countWords(db, documentIds, -1);
  const { rowCount } = await db.query(
    'delete from search_articles where document_id = any($1::text[])',
    [documentIds],
  );
  return rowCount;
}

/** Removes what a full rebuild did not see (indexed before it started). */
export async function deleteIndexedBefore(db: Queryable, startedAt: Date): Promise<number> {
  const { rowCount } = await db.query('delete from search_articles where indexed_at < $1', [
    startedAt,
  ]);
  return rowCount;
}

/** Counts the corpus's words again from every indexed article. */
export async function rebuildWords(db: Queryable) {
  await db.query('delete from search_words');
  await db.exec(
    `insert into search_words (word, documents)
     select word, ndoc from ts_stat($$select to_tsvector('pg_catalog.simple', public.unaccent(lower(
       title || ' ' || description || ' ' || tags_text || ' ' || body_text))) from search_articles$$)
      where word ~ '^[a-z]{3,30}$'`,
  );
  await db.query('update search_index_state set words_at = now()');
}

/**
 * Takes (or renews) the index's lease for `owner` until `ms` from now; false when another
 * process holds one that has not expired.
 */
export async function takeLease(db: Queryable, owner: string, ms: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update search_index_state
        set lease_owner = $1, lease_until = clock_timestamp() + $2 * interval '1 millisecond'
      where lease_owner is null or lease_owner = $1 or lease_until < clock_timestamp()`,
    [owner, ms],
  );
  return rowCount > 0;
}

export async function releaseLease(db: Queryable, owner: string) {
  await db.query(
    'update search_index_state set lease_owner = null, lease_until = null where lease_owner = $1',
    [owner],
  );
}

/** After a rebuild rewrote every row: the old versions go, and the planner learns the sizes. */
export async function tidyAfterRebuild(db: Queryable) {
  await db.exec('vacuum (analyze) search_articles, search_words');
}

export async function markBuilt(db: Queryable) {
  await db.query('update search_index_state set built_at = now(), reconciled_at = now()');
}

export async function markReconciled(db: Queryable) {
  await db.query('update search_index_state set reconciled_at = now()');
}

export interface IndexState {
  articles: number;
  builtAt: Date | null;
  reconciledAt: Date | null;
  /** The newest change the index holds (the CMS's updatedAt). */
  newestChange: Date | null;
}

export async function indexState(db: Queryable): Promise<IndexState> {
  const { rows } = await db.query<{
    articles: number;
    built_at: Date | null;
    reconciled_at: Date | null;
    newest_change: Date | null;
  }>(
    `select (select count(*)::int from search_articles) as articles,
            (select max(updated_at) from search_articles) as newest_change,
            built_at, reconciled_at
       from search_index_state`,
  );
  const row = rows[0];
  return {
    articles: row?.articles ?? 0,
    builtAt: row?.built_at ?? null,
    reconciledAt: row?.reconciled_at ?? null,
    newestChange: row?.newest_change ?? null,
  };
}

/** Every indexed article's id and last change (for comparing with the CMS). */
export async function indexedVersions(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ document_id: string; updated_at: Date | null }>(
    'select document_id, updated_at from search_articles',
  );
  return new Map(rows.map((row) => [row.document_id, row.updated_at?.getTime() ?? 0]));
}

// ── Reading ────────────────────────────────────────────────────────────────────────────────

export interface SearchFilters {
  category: string | null;
  tag: string | null;
  year: number | null;
}

export interface FacetRow {
  value: string;
  label: string;
  count: number;
}

export interface MatchPage {
  total: number;
  ids: string[];
  /** The term held no word the engine keeps (only stop words or signs): it matched nothing. */
  wordless: boolean;
  categories: FacetRow[];
  tags: FacetRow[];
  years: FacetRow[];
}

/** Where a statement's facet columns find their parameters ($n). */
interface FacetParams {
  category: string;
  tag: string;
  year: string;
  values: string;
}

/**
 * Each facet's counts over the `hits` CTE with the other facets' filters applied (so a reader can
 * switch a category without losing the other categories' counts): the columns categories, tags
 * and years.
 */
const facetColumns = (p: FacetParams) => `
       (select json_agg(f order by f.selected desc, f.count desc, f.label) from (
          select category_slug as value, min(category_name) as label, count(*)::int as count,
                 category_slug = ${p.category} as selected
            from hits
           where category_slug is not null
             and (${p.tag}::text is null or ${p.tag} = any(tag_slugs))
             and (${p.year}::int is null or published_year = ${p.year})
           group by category_slug
           order by category_slug = ${p.category} desc nulls last, count(*) desc, min(category_name)
           limit ${p.values}) f) as categories,
       (select json_agg(f order by f.selected desc, f.count desc, f.label) from (
          select c.value, c.count, c.value = ${p.tag} as selected,
                 coalesce((select h.tag_names[array_position(h.tag_slugs, c.value)]
                             from hits h where c.value = any(h.tag_slugs) limit 1),
                          c.value) as label
            from (select slug as value, count(*)::int as count
                    -- unnest in the select list: a third of the time of a lateral join here
                    from (select unnest(tag_slugs) as slug from hits
                           where (${p.category}::text is null or category_slug = ${p.category})
                             and (${p.year}::int is null or published_year = ${p.year})) t
                   group by slug
                   order by slug = ${p.tag} desc nulls last, count(*) desc, slug
                   limit ${p.values}) c) f) as tags,
       (select json_agg(f order by f.value desc) from (
          select published_year::text as value, published_year::text as label, count(*)::int as count
            from hits
           where published_year is not null
             and (${p.category}::text is null or category_slug = ${p.category})
             and (${p.tag}::text is null or ${p.tag} = any(tag_slugs))
           group by published_year) f) as years`;

/**
 * One statement: the matches of `term` (websearch syntax), the page of ids in the chosen order,
 * the total after the filters, and each facet's counts with the other facets' filters applied
 * (so a reader can switch a category without losing the other categories' counts).
 */
export async function matchPage(
  db: Queryable,
  input: {
    term: string;
    filters: SearchFilters;
    sort: 'relevance' | 'newest';
    start: number;
    limit: number;
    facetValues: number;
  },
): Promise<MatchPage> {
  const { term, filters, sort, start, limit, facetValues } = input;
  const { rows } = await db.query<MatchRow & { wordless: boolean }>(
    `with query as (select websearch_to_tsquery(${CONFIG}, $1) as q),
     -- The query comes from a CTE on purpose: the planner cannot count its matches, so it reads
     -- them through the GIN index. Knowing that a common word matches most articles, it scanned
     -- the table instead, opening every article's whole vector (engine: 36 to 245 ms).
     hits as materialized (
       select a.document_id, a.category_slug, a.category_name, a.tag_slugs, a.tag_names,
              a.published_year, a.published_at,
              case when $5 = 'relevance' then ts_rank_cd(a.summary, query.q) else 0 end as rank
         from search_articles a, query
        where a.document @@ query.q),
     filtered as (
       select document_id, published_at, rank,
              row_number() over (order by rank desc, published_at desc nulls last, document_id desc) as n
         from hits
        where ($2::text is null or category_slug = $2)
          and ($3::text is null or $3 = any(tag_slugs))
          and ($4::int is null or published_year = $4)),
     -- The best by title, description, tags and category (then the newest) are ranked again
     -- on their whole text, body included, and come first; the others follow in their order.
     -- Reading every match's whole vector cost most of a search for a common word.
     best as materialized (
       select f.document_id,
              row_number() over (order by ts_rank_cd(a.document, query.q) desc, f.n) as n
         from filtered f join search_articles a using (document_id), query
        where $5 = 'relevance' and f.n <= ${RERANKED}),
     ordered as (
       select document_id, 0 as part, n from best
       union all
       select document_id, 1 as part, n from filtered where n > (select count(*) from best))
     select
       (select numnode(q) = 0 from query) as wordless,
       (select count(*)::int from filtered) as total,
       (select array_agg(document_id order by part, n)
          from (select document_id, part, n from ordered order by part, n
                 limit $6 offset $7) page) as ids,
       ${facetColumns({ category: '$2', tag: '$3', year: '$4', values: '$8' })}`,
    [term, filters.category, filters.tag, filters.year, sort, limit, start, facetValues],
    // A term matching five articles and one matching eight thousand want different plans.
    { prepare: false },
  );
  return { ...toMatchPage(rows[0]), wordless: rows[0]?.wordless ?? false };
}

/** What a match statement answers (json_agg gives null for no rows). */
interface MatchRow {
  total: number;
  ids: string[] | null;
  categories: FacetRow[] | null;
  tags: FacetRow[] | null;
  years: FacetRow[] | null;
}

function toMatchPage(row: MatchRow | undefined): Omit<MatchPage, 'wordless'> {
  const facet = (values: FacetRow[] | null) =>
    (values ?? []).map(({ value, label, count }) => ({ value, label, count }));
  return {
    total: row?.total ?? 0,
    ids: row?.ids ?? [],
    categories: facet(row?.categories ?? null),
    tags: facet(row?.tags ?? null),
    years: facet(row?.years ?? null),
  };
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The fallback for a term the full-text engine reads as nothing (only words it ignores, such as
 * "the" or "of the"; docs/decisions/064-search-falls-back-to-the-text.md): the articles whose
 * title, description or body contain `text` as typed (case ignored), newest first, with the
 * same filters, page and facets as matchPage. Only the newest TEXT_SCOPE articles are read: a
 * text that matches nothing is looked for in every article's whole body.
 */
export async function textMatchPage(
  db: Queryable,
  input: {
    text: string;
    filters: SearchFilters;
    start: number;
    limit: number;
    facetValues: number;
  },
): Promise<MatchPage> {
  const { text, filters, start, limit, facetValues } = input;
  const { rows } = await db.query<MatchRow>(
    `with hits as materialized (
       select a.document_id, a.category_slug, a.category_name, a.tag_slugs, a.tag_names,
              a.published_year, a.published_at
         from (select * from search_articles
                order by ${PUBLISHED} desc, document_id desc limit $8) a
        where a.title ilike $1 or a.description ilike $1 or a.body_text ilike $1),
     filtered as (
       select document_id,
              row_number() over (order by ${PUBLISHED} desc, document_id desc) as n
         from hits
        where ($2::text is null or category_slug = $2)
          and ($3::text is null or $3 = any(tag_slugs))
          and ($4::int is null or published_year = $4))
     select
       (select count(*)::int from filtered) as total,
       (select array_agg(document_id order by n)
          from (select document_id, n from filtered order by n limit $5 offset $6) page) as ids,
       ${facetColumns({ category: '$2', tag: '$3', year: '$4', values: '$7' })}`,
    [
      containsPattern(text),
      filters.category,
      filters.tag,
      filters.year,
      limit,
      start,
      facetValues,
      TEXT_SCOPE,
    ],
  );
  return { ...toMatchPage(rows[0]), wordless: true };
}

export interface ResultRow {
  document_id: string;
  slug: string;
  title: string;
  description: string;
  published_at: Date | null;
  category_name: string | null;
  category_slug: string | null;
  author: IndexedArticle['author'];
  tag_names: string[];
  tag_slugs: string[];
  image: IndexedArticle['image'];
  title_marked: string;
  snippet_marked: string;
}

/** The cards of a page of results, with the title and a passage of the body highlighted. */
export async function resultRows(
  db: Queryable,
  input: { term: string; ids: string[]; titleOptions: string },
): Promise<ResultRow[]> {
  if (input.ids.length === 0) return [];
  const { rows } = await db.query<ResultRow>(
    `select a.document_id, a.slug, a.title, a.description, a.published_at, a.category_name,
            a.category_slug, a.author, a.tag_names, a.tag_slugs, a.image,
            ts_headline(${CONFIG}, a.title, q, $3) as title_marked,
            -- The first two sentences that match, else the opening one: only short texts are
            -- parsed again (the whole body took most of a search's time).
            coalesce(
              (select string_agg(ts_headline(${CONFIG}, m.passage, q, $3), ' … ' order by m.n)
                 from (select passage, n
                         from unnest(a.passages, a.passage_vectors) with ordinality
                              as p(passage, vector, n)
                        where vector @@ q order by n limit 2) m),
              ts_headline(${CONFIG}, coalesce(a.passages[1], ''), q, $3)) as snippet_marked
       from search_articles a, websearch_to_tsquery(${CONFIG}, $1) as q
      where a.document_id = any($2::text[])`,
    [input.term, input.ids, input.titleOptions],
  );
  const order = new Map(input.ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.document_id) ?? 0) - (order.get(b.document_id) ?? 0));
}

/**
 * The cards of a page of textMatchPage's results, unmarked: the title, and the first passage
 * of the body containing `text` (else the opening one) as the snippet.
 */
export async function textResultRows(
  db: Queryable,
  input: { text: string; ids: string[] },
): Promise<ResultRow[]> {
  if (input.ids.length === 0) return [];
  const { rows } = await db.query<ResultRow>(
    `select a.document_id, a.slug, a.title, a.description, a.published_at, a.category_name,
            a.category_slug, a.author, a.tag_names, a.tag_slugs, a.image,
            a.title as title_marked,
            coalesce((select passage
                        from unnest(a.passages) with ordinality as p(passage, n)
                       where passage ilike $1 order by n limit 1),
                     a.passages[1], '') as snippet_marked
       from search_articles a
      where a.document_id = any($2::text[])`,
    [containsPattern(input.text), input.ids],
  );
  const order = new Map(input.ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.document_id) ?? 0) - (order.get(b.document_id) ?? 0));
}

export interface SuggestionRow {
  slug: string;
  title: string;
  category_name: string | null;
  title_marked: string;
}

/** The instant results: titles and tags matching `tsquery` (prefixes allowed), best first. */
export async function suggestionRows(
  db: Queryable,
  input: { tsquery: string; limit: number; titleOptions: string },
): Promise<SuggestionRow[]> {
  const { rows } = await db.query<SuggestionRow>(
    `select a.slug, a.title, a.category_name, ts_headline(${CONFIG}, a.title, q, $3) as title_marked
       from search_articles a, to_tsquery(${CONFIG}, $1) as q
      where a.heading @@ q
      order by ts_rank_cd(a.heading, q) desc, a.published_at desc nulls last
      limit $2`,
    [input.tsquery, input.limit, input.titleOptions],
    { prepare: false },
  );
  return rows;
}

/**
 * For each word (accents and case ignored) that no article uses, the closest word that one does
 * (trigram similarity, the more widely used first); words the corpus knows are left out.
 */
export async function closestWords(db: Queryable, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const { rows } = await db.query<{ input: string; suggestion: string | null }>(
    `select w.input,
            (select s.word from search_words s
              where s.word % w.folded and similarity(s.word, w.folded) >= 0.35
              order by similarity(s.word, w.folded) desc, s.documents desc, s.word
              limit 1) as suggestion
       from (select input, public.unaccent(lower(input)) as folded
               from unnest($1::text[]) as input) w
      where not exists (select 1 from search_words s where s.word = w.folded)`,
    [words],
  );
  return new Map(
    rows.flatMap((row) => (row.suggestion ? [[row.input, row.suggestion] as const] : [])),
  );
}

/** A sitemap file's articles: slugs and dates only, newest first. */
export async function sitemapRows(db: Queryable, page: number, size: number) {
  const [list, count] = await Promise.all([
    db.query<{ slug: string; last_modified: Date | null }>(
      `select slug, coalesce(updated_at, published_at) as last_modified from search_articles
        order by ${PUBLISHED} desc, document_id desc limit $1 offset $2`,
      [size, (page - 1) * size],
    ),
    db.query<{ total: number }>('select count(*)::int as total from search_articles'),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

// ── The archive as the REST adapter lists it ─────────────────────────────────────────────────

export interface ArchiveRow {
  document_id: string;
  cms_id: number;
  slug: string;
  title: string;
  description: string;
  category_name: string | null;
  category_slug: string | null;
  tag_names: string[];
  /** The rich text, only for an article indexed before its HTML was kept (legacy_html null). */
  content: unknown;
  /** The REST adapter's HTML, with ORIGIN_MARKER for the site's origin. */
  legacy_html: string | null;
  image: IndexedArticle['image'];
  published_at: Date | null;
}

// The rich text is read only where its HTML is missing: parsing every article's JSON took most
// of a whole list's time.
const ARCHIVE_COLUMNS = `document_id, cms_id, slug, title, description, category_name, category_slug,
  tag_names, case when legacy_html is null then content end as content, legacy_html, image,
  published_at`;

/** Where a newest-first listing stopped: the next page starts after it. */
export interface ArchiveCursor {
  publishedAt: Date | null;
  documentId: string;
}

export type ArchiveFilter =
  { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'tag'; key: string };

/**
 * A page of the archive, newest first, after `cursor` (keyset: each page costs the same however
 * deep the listing goes).
 */
export async function archivePage(
  db: Queryable,
  filter: ArchiveFilter,
  cursor: ArchiveCursor | null,
  size: number,
): Promise<ArchiveRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.kind === 'category') where.push(`category_slug = ${param(filter.slug)}`);
  if (filter.kind === 'tag') where.push(`${param(filter.key)} = any(tag_keys)`);
  if (cursor)
    where.push(
      `(${PUBLISHED}, document_id) < (coalesce(${param(cursor.publishedAt)}::timestamptz, '-infinity'), ${param(cursor.documentId)}::text)`,
    );
  const { rows } = await db.query<ArchiveRow>(
    `select ${ARCHIVE_COLUMNS} from search_articles
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${PUBLISHED} desc, document_id desc
      limit ${param(size)}`,
    params,
  );
  return rows;
}

export async function archiveArticle(db: Queryable, slug: string): Promise<ArchiveRow | null> {
  const { rows } = await db.query<ArchiveRow>(
    `select ${ARCHIVE_COLUMNS} from search_articles where slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

/**
 * The related-posts rule (docs/decisions/009-related-posts.md; `rankRelated` in
 * @apogee/contracts/editorial) in SQL: the articles sharing the most of `keys` (tag names or slugs,
 * lower case), newest first among equals, at most `count`.
 */
export async function relatedArticles(
  db: Queryable,
  keys: string[],
  count: number,
): Promise<ArchiveRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<ArchiveRow>(
    `select ${ARCHIVE_COLUMNS} from search_articles
      where tag_keys && $1::text[]
      order by (select count(distinct key) from unnest(tag_keys) as key where key = any($1::text[])) desc,
               published_at desc nulls last, document_id desc
      limit $2`,
    [keys, count],
  );
  return rows;
}

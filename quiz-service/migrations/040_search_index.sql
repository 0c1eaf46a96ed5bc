-- The site's search: a full-text index of the published articles, derived from the CMS (which
-- stays the source of truth; the index is rebuilt from it at will). Docs: docs/architecture.md,
-- "Search".
--
-- pg_trgm (typo tolerance) and unaccent (accents ignored) are trusted extensions: the owner of
-- the database may create them. They go to the public schema, which every connection has on
-- its search path, so a service working in a schema of its own (the tests) finds them too.
create extension if not exists pg_trgm with schema public;
create extension if not exists unaccent with schema public;

-- English stemming ("launches" finds "launch") with accents removed before it ("Pétain" finds
-- "petain"); English stop words are skipped.
create text search configuration apogee_english (copy = pg_catalog.english);
alter text search configuration apogee_english
  alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.english_stem;

create table search_articles (
  -- The CMS's documentId and numeric id (the REST adapter's blog_id).
  document_id text primary key,
  cms_id integer not null default 0,
  slug text not null unique,
  title text not null,
  description text not null default '',
  category_name text,
  category_slug text,
  tag_names text[] not null default '{}',
  tag_slugs text[] not null default '{}',
  -- Tag names and slugs in lower case: the REST adapter matches a tag by either.
  tag_keys text[] not null default '{}',
  -- The tag names as one text (array_to_string cannot be used in a generated column).
  tags_text text not null default '',
  body_text text not null default '',
  -- The body cut into sentences, each with its own vector: a result's passage is made from the
  -- sentences that match, without parsing the whole body again for every result.
  passages text[] not null default '{}',
  passage_vectors tsvector[] not null default '{}',
  -- The date as readers see it ("March 5, 2026"): the search matches it too
  -- (docs/product/search.md).
  date_text text not null default '',
  -- The CMS's rich text (Blocks JSON) and feature image, for the REST adapter and the cards.
  content jsonb,
  image jsonb,
  published_at timestamptz,
  updated_at timestamptz,
  published_year integer,
  indexed_at timestamptz not null default now(),
  -- Title weighs most (A), then description and tags (B), category (C), body and date (D).
  document tsvector generated always as (
    setweight(to_tsvector('apogee_english', title), 'A')
    || setweight(to_tsvector('apogee_english', description || ' ' || tags_text), 'B')
    || setweight(to_tsvector('apogee_english', coalesce(category_name, '')), 'C')
    || setweight(to_tsvector('apogee_english', body_text || ' ' || date_text), 'D')
  ) stored,
  -- The same without the body, small enough to stay in the row: every match is ranked by it
  -- (the whole document's vector is read again for the best of them only).
  summary tsvector generated always as (
    setweight(to_tsvector('apogee_english', title), 'A')
    || setweight(to_tsvector('apogee_english', description || ' ' || tags_text), 'B')
    || setweight(to_tsvector('apogee_english', coalesce(category_name, '')), 'C')
  ) stored,
  -- Title and tags alone, small enough to stay in the row: the instant results under the
  -- header's box match word prefixes against it.
  heading tsvector generated always as (
    setweight(to_tsvector('apogee_english', title), 'A')
    || setweight(to_tsvector('apogee_english', tags_text), 'B')
  ) stored
);

-- Rows stay narrow: a search reads the row of every match (thousands for a common word), so
-- the body, its passages, the rich text, the picture and the whole vector live out of line
-- (rows over 1 KB move their largest values out), while the short values a search sorts and
-- counts by are only moved as a last resort (main) and the two small vectors it ranks and
-- suggests with stay in the row, uncompressed (plain).
alter table search_articles set (toast_tuple_target = 1024);
alter table search_articles
  alter column document_id set storage main,
  alter column slug set storage main,
  alter column title set storage main,
  alter column description set storage main,
  alter column category_name set storage main,
  alter column category_slug set storage main,
  alter column tag_names set storage main,
  alter column tag_slugs set storage main,
  alter column tag_keys set storage main,
  alter column tags_text set storage main,
  alter column date_text set storage main,
  alter column summary set storage plain,
  alter column heading set storage plain;

create index search_articles_document on search_articles using gin (document);
create index search_articles_heading on search_articles using gin (heading);
-- Newest first, an article without a date last: the order of every listing and its keyset.
create index search_articles_newest
  on search_articles ((coalesce(published_at, '-infinity')) desc, document_id desc);
create index search_articles_category
  on search_articles (category_slug, (coalesce(published_at, '-infinity')) desc, document_id desc);
create index search_articles_tags on search_articles using gin (tag_keys);
create index search_articles_updated on search_articles (updated_at);

-- The corpus's words (accents removed, lower case) with how many articles use each: the
-- spellings "Did you mean …?" suggests for a word no article has.
create table search_words (
  word text primary key,
  documents integer not null
);
create index search_words_trigrams on search_words using gin (word gin_trgm_ops);
-- Words whose last article changed or went: removed after each change.
create index search_words_unused on search_words (word) where documents <= 0;

-- The words of an article as search_words counts them: every word of three letters or more of
-- its title, description, tags and body, accents removed, in lower case, once each.
create function search_article_words(title text, description text, tags_text text, body_text text)
returns setof text language sql stable as $$
  select distinct word
    from unnest(tsvector_to_array(to_tsvector('pg_catalog.simple',
           public.unaccent(lower(title || ' ' || description || ' ' || tags_text || ' ' || body_text))))) as word
   where word ~ '^[a-z]{3,30}$'
$$;

-- The index's own state: when it was last built in full and reconciled with the CMS.
create table search_index_state (
  id boolean primary key default true check (id),
  built_at timestamptz,
  reconciled_at timestamptz,
  words_at timestamptz,
  -- One process at a time rebuilds or reconciles (several replicas share the index): it holds
  -- the lease, renewing it while it works; a lease not renewed (a process that died) expires.
  lease_owner text,
  lease_until timestamptz
);
insert into search_index_state (id) values (true);

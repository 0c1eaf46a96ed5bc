-- What a signed-in reader follows: categories, tags and authors, by slug (docs/decisions/067).
-- The home page's "Following" lists the newest articles of these from the search index.
create table reader_follows (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('category', 'tag', 'author')),
  slug text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, kind, slug)
);

-- One list of interests: the categories an account follows ARE the newsletter topics of the
-- subscription under the account's address. A subscription's topics are its own stored rows
-- (a subscriber with no account, or choices made before the account's first change) and the
-- followed categories of the account with its address; none at all still means every topic.
-- Everything that reads a subscription's topics (the audience of a send, the newsroom's list,
-- the preferences pages) reads this view.
create view newsletter_topics as
  select t.subscriber_id, t.topic
    from newsletter_subscriber_topics t
  union
  select s.id as subscriber_id, f.slug as topic
    from newsletter_subscribers s
    join users u on lower(u.email) = lower(s.email)
    join reader_follows f on f.user_id = u.id and f.kind = 'category';

-- The "Following" feed's reads: articles by an author's slug (categories and tags have theirs).
create index search_articles_author
  on search_articles ((author ->> 'slug'), (coalesce(published_at, '-infinity')) desc, document_id desc);

-- What each reader chose to receive: a rhythm (every emailed article, the weekly digest, or
-- both) and topics, the site's category slugs (none: every topic). A send's audience is read
-- against these when its deliveries are written (newsletter-sends/repository.ts,
-- audienceFilter); an issue ('all') goes to every confirmed reader whatever they chose.
alter table newsletter_subscribers
  add column rhythm text not null default 'both' check (rhythm in ('each', 'digest', 'both'));

create table newsletter_subscriber_topics (
  subscriber_id uuid not null references newsletter_subscribers (id) on delete cascade,
  topic text not null,
  primary key (subscriber_id, topic)
);

-- The audience's walk: confirmed, never-bounced readers in id order, with their rhythm at hand.
create index newsletter_subscribers_audience_idx on newsletter_subscribers (id) include (rhythm)
  where status = 'confirmed' and bounced_at is null;

-- Issues go to everyone: the send's rhythm may now be 'all'.
alter table newsletter_sends drop constraint newsletter_sends_audience_rhythm_check;
alter table newsletter_sends add constraint newsletter_sends_audience_rhythm_check
  check (audience_rhythm in ('all', 'each', 'digest'));

-- Where each subscriber came from and when they agreed to receive the newsletter
-- (docs/decisions/055-newsletter-csv-import.md). A site sign-up consents when it confirms by
-- email; an imported address keeps the consent date of the export it came from (Ghost's
-- created_at, Mailchimp's OPTIN_TIME, Substack's created_at), so the list can always answer
-- "since when, and how" for every address.
alter table newsletter_subscribers
  add column source text not null default 'site'
    check (source in ('site', 'import:ghost', 'import:mailchimp', 'import:substack', 'import:csv')),
  add column consented_at timestamptz;

-- Site sign-ups confirmed before this column existed consented when they confirmed.
update newsletter_subscribers set consented_at = confirmed_at
 where source = 'site' and confirmed_at is not null;

-- The Subscribers page's list, newest first, one page after another (keyset).
create index newsletter_subscribers_created_idx on newsletter_subscribers (created_at desc, id desc);

-- Opt-in tracking (NEWSLETTER_TRACKING, off by default; docs/decisions/056): the first open
-- and the first click of each delivery, never more (no count, no address, no device).
alter table newsletter_deliveries
  add column opened_at timestamptz,
  add column clicked_at timestamptz;

-- A send's counted figures, kept once it has ended (newsletter-sends/service.ts, report). The
-- newsroom's page reads every listed send (up to 50) every two seconds while one of them runs,
-- and counting one send of 100,000 recipients takes about 160 ms of the database: counting
-- them all on every read kept the database busy for as long as an editor watched. An ended
-- send's counts change only by a first open or click (which clears counted_at) or an
-- unsubscribe (read again once the kept figures are 5 minutes old).
alter table newsletter_sends
  add column counts jsonb,
  add column counted_at timestamptz;

-- A submission takes its row (its place in the reader's daily limit) before its media is sent
-- to the CMS, so parallel submissions cannot all pass the count; the CMS ids are filled in
-- once the media and the draft exist, and the row is removed if they could not be made.
-- A row without them is a submission in progress (or one a crash interrupted: it still
-- counts for the day, the safe side of the limit).
alter table story_submissions
  alter column cms_document_id drop not null,
  alter column cms_file_id drop not null;

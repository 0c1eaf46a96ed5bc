-- Quiz answers. Correctness is decided by the service; each row keeps a snapshot of the
-- question as it was answered, so the history survives later edits in the CMS.
create table quiz_answers (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The CMS question's documentId.
  question_id text not null,
  question_text text not null,
  options jsonb not null,
  -- Zero-based option indexes.
  correct_option smallint not null,
  chosen_option smallint not null,
  correct boolean not null,
  explanation text not null,
  related_article jsonb,
  -- Seconds from serving the question to the answer; null when not measured (old clients).
  time_taken_seconds integer,
  -- The reader's IANA time zone when answering, if the site sent it.
  time_zone text,
  answered_at timestamptz not null default now()
);
-- Dashboard periods, month series, streaks and the history page read one reader's rows by
-- time: this index answers them without visiting the table (correct is included).
create index quiz_answers_user_answered_idx on quiz_answers (user_id, answered_at) include (correct);
-- "Unanswered questions first" counts a reader's answers per question.
create index quiz_answers_user_question_idx on quiz_answers (user_id, question_id);

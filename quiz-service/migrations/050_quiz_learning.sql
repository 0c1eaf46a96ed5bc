-- The quiz's learning loop: spaced review boxes, daily challenge plays and shared results.

-- Each reader's Leitner box per question they answered (learning/spaced-review.ts), moved by the
-- statement that stores an answer. due_day is the reader's local day it is due again; null once
-- mastered (box 5).
create table quiz_review_boxes (
  user_id uuid not null references users (id) on delete cascade,
  question_id text not null,
  box smallint not null,
  due_day date,
  -- How often the reader answered it: "unanswered first, then the least answered" reads this
  -- small table instead of counting the reader's answers.
  answers integer not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, question_id)
);
-- "How many are due, and which": one range of a reader's boxes still in review, by due day.
create index quiz_review_boxes_due_idx on quiz_review_boxes (user_id, due_day)
  include (question_id) where due_day is not null;

-- Daily challenge answers. The player is 'u:<user id>' for an account or 'v:<visitor id>' for a
-- visitor known by the apogee_daily cookie; the primary key refuses a replay of a question on
-- the same site day (409 DAILY_ALREADY_ANSWERED).
create table daily_plays (
  day date not null,
  player text not null,
  -- Set for an account's plays, so deleting the account deletes them.
  user_id uuid references users (id) on delete cascade,
  question_id text not null,
  chosen_option smallint not null,
  correct boolean not null,
  answered_at timestamptz not null,
  primary key (day, player, question_id)
);
-- Moving a visitor's plays to their account finds them by player alone.
create index daily_plays_player_idx on daily_plays (player, day);

-- A finished challenge: its public share id and the answers as squares (no question, no option,
-- no player shown), so a share link reads one row.
create table daily_results (
  share_id text primary key,
  day date not null,
  player text not null,
  user_id uuid references users (id) on delete cascade,
  -- One boolean per question in the challenge's order.
  answers jsonb not null,
  finished_at timestamptz not null default now(),
  unique (day, player)
);
create index daily_results_player_idx on daily_results (player, day);

-- The boxes of the answers stored before this migration, as afterAnswer would have moved them:
-- a question sits one box above the run of right answers since its last wrong one (box 1 after
-- a wrong answer, box 2 after a first right one), mastered at box 5; due after the box's
-- interval from the last answer's day in UTC (a zone name PostgreSQL might not know must not stop
-- the migration; a day early or late once is harmless).
insert into quiz_review_boxes (user_id, question_id, box, due_day, answers, updated_at)
select user_id, question_id, least(1 + run, 5),
       case when least(1 + run, 5) = 5 then null
            else (last_at at time zone 'UTC')::date
                 + (array[1, 3, 7, 21])[least(1 + run, 5)] end,
       answers, last_at
from (
  select a.user_id, a.question_id, count(*)::int as answers,
         count(*) filter (where a.answered_at > coalesce(w.last_wrong, '-infinity'))::int as run,
         max(a.answered_at) as last_at
  from quiz_answers a
  left join (select user_id, question_id, max(answered_at) as last_wrong from quiz_answers
             where not correct group by user_id, question_id) w
    on w.user_id = a.user_id and w.question_id = a.question_id
  group by a.user_id, a.question_id
) per_question;

-- A served question is answered once: the serving instant of its token is kept, and a second
-- answer with the same token is refused (otherwise one known answer could be replayed to
-- inflate a score). Old clients without a token store null here.
alter table quiz_answers add column served_at timestamptz;
create unique index quiz_answers_served_once_idx on quiz_answers (user_id, question_id, served_at)
  where served_at is not null;

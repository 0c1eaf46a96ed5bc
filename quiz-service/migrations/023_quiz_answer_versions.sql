-- Each reader's answer count, bumped by the statement that stores an answer (quiz
-- repository's insertAnswer): the service keeps a reader's scores in memory and reads this one
-- row to know they are still current. The row stays locked until the answer's transaction
-- commits, so one reader's counts are committed in order and kept scores are never taken for
-- newer than they are.
create table quiz_answer_versions (
  user_id uuid primary key references users (id) on delete cascade,
  version bigint not null
);

insert into quiz_answer_versions (user_id, version)
select user_id, count(*) from quiz_answers group by user_id;

-- History pages are ordered by (answered_at, id): with id in the index, the rows of a page
-- are found by an index-only scan however deep the page, and only those 10 rows are read.
drop index if exists quiz_answers_user_answered_idx;
create index quiz_answers_user_answered_idx on quiz_answers (user_id, answered_at, id) include (correct);

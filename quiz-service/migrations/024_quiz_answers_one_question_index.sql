-- One index answers both "one answer per served question" and "how often has the reader
-- answered each question" (unanswered questions first): the unique index now covers every row
-- (NULLs stay distinct, so old clients' answers without a serving time never collide), and the
-- separate (user_id, question_id) index goes. Every saved answer updates one index fewer.
drop index if exists quiz_answers_served_once_idx;
create unique index quiz_answers_served_once_idx on quiz_answers (user_id, question_id, served_at);
drop index if exists quiz_answers_user_question_idx;

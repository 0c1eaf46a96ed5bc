-- Saving an answer moves its review box: with no index on the columns it changes (box, due_day,
-- answers, updated_at), the update is HOT (no index entry written), and room left in each page
-- keeps it so. The due-day index of 050 goes: a reader's due questions and due count are read
-- from their boxes by the primary key (user_id, question_id), one row per question answered,
-- and kept in memory under their answer version.
drop index if exists quiz_review_boxes_due_idx;
alter table quiz_review_boxes set (fillfactor = 80);

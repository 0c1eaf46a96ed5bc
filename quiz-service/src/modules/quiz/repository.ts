import type { RelatedArticle } from '@apogee/contracts/quiz';
import type { Queryable } from '../../db/database';
import { openSessionUser, openSessionUsers } from '../accounts';
import { REVIEW_INTERVALS } from './learning/spaced-review';
import type { AnswerDay } from './scores';

/** REVIEW_INTERVALS as a PostgreSQL array literal, the $16 of the save. */
const INTERVALS = `{${REVIEW_INTERVALS.join(',')}}`;

export interface NewAnswer {
  questionId: string;
  questionText: string;
  options: string[];
  correctOption: number;
  chosenOption: number;
  correct: boolean;
  explanation: string;
  relatedArticle: RelatedArticle | null;
  timeTakenSeconds: number | null;
  timeZone: string | null;
  /** When the answered question was served (from its token); null for old clients. */
  servedAt: Date | null;
  answeredAt: Date;
  /** The reader's local day of the answer (YYYY-MM-DD): the review box's due day counts from it. */
  localDay: string;
}

export interface AnswerRow {
  id: string;
  question_id: string;
  question_text: string;
  options: string[];
  correct_option: number;
  chosen_option: number;
  correct: boolean;
  explanation: string;
  related_article: RelatedArticle | null;
  answered_at: Date;
}

/** True when the insert failed because this served question was already answered. */
export function isRepeatedAnswer(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'quiz_answers_served_once_idx' ||
      (e.message ?? '').includes('quiz_answers_served_once_idx'))
  );
}

/** Whose answer it is: a user (the REST adapter checks its reader itself) or an open session. */
export type AnswerOwner = { userId: string } | { sessionId: string };

/** One answer to store, and whose it is. */
export interface OwnedAnswer {
  owner: AnswerOwner;
  answer: NewAnswer;
}

/**
 * The answers of a batch, one row each, numbered n from 1 in the order given. Every column is
 * one array parameter, so the statement's text is the same for any number of answers (prepared
 * once per connection).
 */
const GIVEN = `select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[],
    $6::smallint[], $7::smallint[], $8::boolean[], $9::text[], $10::jsonb[], $11::integer[],
    $12::text[], $13::timestamptz[], $14::timestamptz[], $15::date[])
  with ordinality as g(user_id, session_id, question_id, question_text, options, correct_option,
    chosen_option, correct, explanation, related_article, time_taken_seconds, time_zone,
    served_at, answered_at, local_day, n)`;

/**
 * Each answer's reader: the user given, or the reader of its session when that session is open.
 * Checking sessions in the statement that stores the answers saves the site's most frequent
 * write a round trip to the database; an answer whose session is closed stores nothing.
 */
const OWNED = `select n, user_id from given where user_id is not null
  union all
  select g.n, s.user_id from given g join (${openSessionUsers('$2')}) s on s.session_id = g.session_id`;

/**
 * Moves each answered question's review box as learning/spaced-review.ts's afterAnswer does (the
 * same rule in SQL, so the save stays one statement; the route tests hold the two together): a
 * wrong answer goes to box 1, due the next local day (local_day); a right one moves up a box,
 * due after the box's interval ($16, REVIEW_INTERVALS), mastered (box MASTERED_BOX, no due day)
 * past the last. A right answer's new row is due on its local day + the second interval, which
 * is how the update finds that day again (the update cannot see the batch's rows). Two answers
 * of one reader to one question in a batch make it fail (a row cannot be moved twice in one
 * statement); the writer then stores them one by one.
 */
const MOVE_REVIEW_BOXES = `insert into quiz_review_boxes as b
      (user_id, question_id, box, due_day, answers, updated_at)
    select o.user_id, g.question_id, case when g.correct then 2 else 1 end,
           g.local_day + ($16::int[])[case when g.correct then 2 else 1 end], 1, g.answered_at
    from given g join owned o using (n)
    on conflict (user_id, question_id) do update set
      box = case when excluded.box = 1 then 1
                 else least(b.box + 1, array_length($16::int[], 1) + 1) end,
      due_day = case when excluded.box = 1 then excluded.due_day
                     when b.box + 1 > array_length($16::int[], 1) then null
                     else excluded.due_day - ($16::int[])[2] + ($16::int[])[b.box + 1] end,
      answers = b.answers + 1,
      updated_at = excluded.updated_at`;
const ANSWER_COLUMNS = `user_id, question_id, question_text, options, correct_option, chosen_option,
  correct, explanation, related_article, time_taken_seconds, time_zone, served_at, answered_at`;

/**
 * Stores a batch of answers, moves their review boxes and bumps their readers' answer versions
 * (by how many answers each reader has in the batch), in one statement; gives the numbers n of
 * the answers stored. A write in a WITH runs to its end whether or not the final select reads it.
 */
const INSERT_ANSWERS = `with given as (${GIVEN}),
  owned as (${OWNED}),
  stored as (
    insert into quiz_answers (${ANSWER_COLUMNS})
    select o.user_id, g.question_id, g.question_text, g.options, g.correct_option,
           g.chosen_option, g.correct, g.explanation, g.related_article, g.time_taken_seconds,
           g.time_zone, g.served_at, g.answered_at
    from given g join owned o using (n)
  ),
  boxed as (${MOVE_REVIEW_BOXES}),
  bumped as (
    insert into quiz_answer_versions as v (user_id, version)
    select user_id, count(*) from owned group by user_id
    on conflict (user_id) do update set version = v.version + excluded.version
  )
  select n::int as n, user_id from owned`;

/**
 * Stores the answers in one statement; resolves with each answer's reader id, in the order
 * given, or null for an answer whose session is not open. It stores none of them when one
 * fails (isRepeatedAnswer tells a repeated one).
 */
export async function insertAnswers(
  db: Queryable,
  batch: readonly OwnedAnswer[],
): Promise<(string | null)[]> {
  const column = <T>(pick: (owned: OwnedAnswer) => T) => batch.map(pick);
  const { rows } = await db.query<{ n: number; user_id: string }>(INSERT_ANSWERS, [
    column(({ owner }) => ('userId' in owner ? owner.userId : null)),
    column(({ owner }) => ('sessionId' in owner ? owner.sessionId : null)),
    column(({ answer }) => answer.questionId),
    column(({ answer }) => answer.questionText),
    column(({ answer }) => JSON.stringify(answer.options)),
    column(({ answer }) => answer.correctOption),
    column(({ answer }) => answer.chosenOption),
    column(({ answer }) => answer.correct),
    column(({ answer }) => answer.explanation),
    column(({ answer }) => (answer.relatedArticle ? JSON.stringify(answer.relatedArticle) : null)),
    column(({ answer }) => answer.timeTakenSeconds),
    column(({ answer }) => answer.timeZone),
    column(({ answer }) => answer.servedAt),
    column(({ answer }) => answer.answeredAt),
    column(({ answer }) => answer.localDay),
    INTERVALS,
  ]);
  const readers: (string | null)[] = batch.map(() => null);
  for (const row of rows) readers[row.n - 1] = row.user_id;
  return readers;
}

/**
 * Refreshes every reader's answer version from their answers: for answers stored in bulk
 * outside insertAnswer (the benchmark's seed).
 */
export async function recountAnswerVersions(db: Queryable): Promise<void> {
  await db.query(
    `insert into quiz_answer_versions as v (user_id, version)
     select user_id, count(*) from quiz_answers group by user_id
     on conflict (user_id) do update set version = excluded.version`,
  );
}

/** The reader of an open session and their answer version (migration 023), or null. */
export async function readerOfSession(
  db: Queryable,
  sessionId: string,
): Promise<{ userId: string; answerVersion: number; lastSeenAt: Date } | null> {
  const { rows } = await db.query<{ user_id: string; version: string | null; last_seen_at: Date }>(
    `select r.user_id, r.last_seen_at, v.version from (${openSessionUser('$1')}) r
     left join quiz_answer_versions v on v.user_id = r.user_id`,
    [sessionId],
  );
  const row = rows[0];
  return row
    ? {
        userId: row.user_id,
        answerVersion: Number(row.version ?? 0),
        lastSeenAt: row.last_seen_at,
      }
    : null;
}

/** How many answers the reader has stored: it grows with each one (migration 023). */
export async function answerVersion(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ version: string }>(
    'select version from quiz_answer_versions where user_id = $1',
    [userId],
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * The reader's correct and wrong answers per local day (YYYY-MM-DD in `timeZone`), oldest
 * first: every score of the dashboard follows from these rows. One index-only scan of the
 * reader's answers, with no transaction or session setting.
 */
export async function answerDays(
  db: Queryable,
  userId: string,
  timeZone: string,
): Promise<AnswerDay[]> {
  const { rows } = await db.query<AnswerDay>(
    `select to_char(local_day, 'YYYY-MM-DD') as day,
            count(*) filter (where correct)::int as correct,
            count(*) filter (where not correct)::int as wrong
     from (select (answered_at at time zone $2)::date as local_day, correct
           from quiz_answers where user_id = $1) answers
     group by local_day order by local_day`,
    [userId, timeZone],
  );
  return rows;
}

export async function countAnswers(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'select count(*)::int as total from quiz_answers where user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}

export async function answersPage(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<AnswerRow[]> {
  const { rows } = await db.query<AnswerRow>(
    `select id::text, question_id, question_text, options, correct_option, chosen_option, correct,
            explanation, related_article, answered_at
     from quiz_answers
     where id in (
       select id from quiz_answers where user_id = $1
       order by answered_at desc, id desc limit $2 offset $3
     )
     order by answered_at desc, id desc`,
    [userId, limit, offset],
  );
  return rows;
}

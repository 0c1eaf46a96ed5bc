import type { RelatedArticle } from '@apogee/contracts/quiz';
import type { Queryable } from '../../db/database';
import { openSessionUser } from '../accounts';
import { REVIEW_INTERVALS } from './learning/spaced-review';
import type { AnswerDay } from './scores';

/** REVIEW_INTERVALS as a PostgreSQL array literal, the $15 of the save. */
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

const ANSWER_VALUES = `$2, $3, $4::jsonb, $5::smallint, $6::smallint, $7::boolean, $8, $9::jsonb,
  $10::integer, $11, $12::timestamptz, $13::timestamptz`;
const ANSWER_COLUMNS = `user_id, question_id, question_text, options, correct_option, chosen_option,
  correct, explanation, related_article, time_taken_seconds, time_zone, served_at, answered_at`;

/**
 * Moves the question's review box as learning/spaced-review.ts's afterAnswer does (the same rule
 * in SQL, so the save stays one statement; the route tests hold the two together): a wrong answer
 * goes to box 1, due the next local day ($14); a right one moves up a box, due after the box's
 * interval ($15, REVIEW_INTERVALS), mastered (box MASTERED_BOX, no due day) past the last.
 */
const MOVE_REVIEW_BOX = `insert into quiz_review_boxes as b
      (user_id, question_id, box, due_day, answers, updated_at)
    select user_id, question_id, case when correct then 2 else 1 end,
           $14::date + ($15::int[])[case when correct then 2 else 1 end], 1, answered_at
    from stored
    on conflict (user_id, question_id) do update set
      box = case when excluded.box = 1 then 1
                 else least(b.box + 1, array_length($15::int[], 1) + 1) end,
      due_day = case when excluded.box = 1 then excluded.due_day
                     when b.box + 1 > array_length($15::int[], 1) then null
                     else $14::date + ($15::int[])[b.box + 1] end,
      answers = b.answers + 1,
      updated_at = excluded.updated_at`;

/**
 * Stores the answer from `source`, moves its review box and bumps its reader's answer version,
 * in one statement.
 */
const insertAndBump = (source: string) => `with stored as (
    insert into quiz_answers (${ANSWER_COLUMNS}) ${source}
    returning user_id, question_id, correct, answered_at
  ), boxed as (${MOVE_REVIEW_BOX})
  insert into quiz_answer_versions as v (user_id, version) select user_id, 1 from stored
  on conflict (user_id) do update set version = v.version + 1
  returning user_id`;

const INSERT_FOR_USER = insertAndBump(`values ($1::uuid, ${ANSWER_VALUES})`);
// Checking the session in the statement that stores the answer saves the site's most frequent
// write a round trip to the database; a closed session stores nothing.
const INSERT_FOR_SESSION = insertAndBump(
  `select r.user_id, ${ANSWER_VALUES} from (${openSessionUser('$1')}) r`,
);

/** Stores the answer; resolves with its reader's id, or null when the session is not open. */
export async function insertAnswer(
  db: Queryable,
  owner: AnswerOwner,
  a: NewAnswer,
): Promise<string | null> {
  const [text, ownerId] =
    'sessionId' in owner ? [INSERT_FOR_SESSION, owner.sessionId] : [INSERT_FOR_USER, owner.userId];
  const { rows } = await db.query<{ user_id: string }>(text, [
    ownerId,
    a.questionId,
    a.questionText,
    JSON.stringify(a.options),
    a.correctOption,
    a.chosenOption,
    a.correct,
    a.explanation,
    a.relatedArticle ? JSON.stringify(a.relatedArticle) : null,
    a.timeTakenSeconds,
    a.timeZone,
    a.servedAt,
    a.answeredAt,
    a.localDay,
    INTERVALS,
  ]);
  return rows[0]?.user_id ?? null;
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
): Promise<{ userId: string; answerVersion: number } | null> {
  const { rows } = await db.query<{ user_id: string; version: string | null }>(
    `select r.user_id, v.version from (${openSessionUser('$1')}) r
     left join quiz_answer_versions v on v.user_id = r.user_id`,
    [sessionId],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, answerVersion: Number(row.version ?? 0) } : null;
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

import type { RelatedArticle } from '@apogee/contracts/quiz';
import type { Database, Queryable } from '../../db/database';

export interface NewAnswer {
  userId: string;
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

export async function insertAnswer(db: Queryable, a: NewAnswer): Promise<void> {
  await db.query(
    `insert into quiz_answers (user_id, question_id, question_text, options, correct_option,
       chosen_option, correct, explanation, related_article, time_taken_seconds, time_zone,
       served_at, answered_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)`,
    [
      a.userId,
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
    ],
  );
}

/** How many times the reader answered each question (questions never answered are absent). */
export async function answerCountsByQuestion(
  db: Queryable,
  userId: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ question_id: string; answers: number }>(
    `select question_id, count(*)::int as answers from quiz_answers
     where user_id = $1 group by question_id`,
    [userId],
  );
  return new Map(rows.map((row) => [row.question_id, row.answers]));
}

/**
 * Runs `fn` in a transaction whose TimeZone is the reader's, so PostgreSQL's own calendar
 * (date_trunc, ::date, extract) works in their zone without converting every row: the
 * boundaries are computed once and rows are compared as instants, through the index.
 */
export function inReaderZone<T>(
  db: Database,
  timeZone: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('TimeZone', $1, true)`, [timeZone]);
    return fn(tx);
  });
}

export interface PeriodCountsRow {
  day_correct: number;
  day_wrong: number;
  week_correct: number;
  week_wrong: number;
  month_correct: number;
  month_wrong: number;
  year_correct: number;
  year_wrong: number;
}

/**
 * Correct and wrong counts of the current day, week (from Monday: PostgreSQL's ISO week),
 * month and year. Call inside inReaderZone. Only rows since the earlier of the year's and the
 * week's start are read, through the (user_id, answered_at) index.
 */
export async function periodCounts(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<PeriodCountsRow> {
  const { rows } = await tx.query<PeriodCountsRow>(
    `select
       count(*) filter (where correct and answered_at >= date_trunc('day', $2::timestamptz))::int as day_correct,
       count(*) filter (where not correct and answered_at >= date_trunc('day', $2::timestamptz))::int as day_wrong,
       count(*) filter (where correct and answered_at >= date_trunc('week', $2::timestamptz))::int as week_correct,
       count(*) filter (where not correct and answered_at >= date_trunc('week', $2::timestamptz))::int as week_wrong,
       count(*) filter (where correct and answered_at >= date_trunc('month', $2::timestamptz))::int as month_correct,
       count(*) filter (where not correct and answered_at >= date_trunc('month', $2::timestamptz))::int as month_wrong,
       count(*) filter (where correct and answered_at >= date_trunc('year', $2::timestamptz))::int as year_correct,
       count(*) filter (where not correct and answered_at >= date_trunc('year', $2::timestamptz))::int as year_wrong
     from quiz_answers
     where user_id = $1
       and answered_at >= least(date_trunc('week', $2::timestamptz), date_trunc('year', $2::timestamptz))
       and answered_at <= $2::timestamptz`,
    [userId, now],
  );
  return rows[0] as PeriodCountsRow;
}

/** Per day of the current month: correct and wrong counts (days without answers absent). */
export async function monthDayCounts(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<{ day: number; correct: number; wrong: number }[]> {
  const { rows } = await tx.query<{ day: number; correct: number; wrong: number }>(
    `select extract(day from answered_at)::int as day,
            count(*) filter (where correct)::int as correct,
            count(*) filter (where not correct)::int as wrong
     from quiz_answers
     where user_id = $1
       and answered_at >= date_trunc('month', $2::timestamptz)
       and answered_at < date_trunc('month', $2::timestamptz) + interval '1 month'
     group by 1 order by 1`,
    [userId, now],
  );
  return rows;
}

export async function overallCounts(
  db: Queryable,
  userId: string,
): Promise<{ correct: number; wrong: number }> {
  const { rows } = await db.query<{ correct: number; wrong: number }>(
    `select count(*) filter (where correct)::int as correct,
            count(*) filter (where not correct)::int as wrong
     from quiz_answers where user_id = $1`,
    [userId],
  );
  return rows[0] ?? { correct: 0, wrong: 0 };
}

/**
 * Runs of consecutive days with at least one answer (gaps and islands): the longest run, and
 * the run that ends on the latest day played, with that day (YYYY-MM-DD). Call inside
 * inReaderZone.
 */
export async function dayRuns(
  tx: Queryable,
  userId: string,
): Promise<{ longest: number; latestLength: number; latestEnd: string | null }> {
  const { rows } = await tx.query<{ run_end: string; length: number }>(
    `with days as (select distinct answered_at::date as d from quiz_answers where user_id = $1),
     islands as (select d, d - (row_number() over (order by d))::int as grp from days)
     select to_char(max(d), 'YYYY-MM-DD') as run_end, count(*)::int as length
     from islands group by grp order by max(d) desc`,
    [userId],
  );
  const latest = rows[0];
  return {
    longest: rows.reduce((max, row) => Math.max(max, row.length), 0),
    latestLength: latest?.length ?? 0,
    latestEnd: latest?.run_end ?? null,
  };
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

import type { RelatedArticle } from '@apogee/contracts/quiz';
import type { Queryable } from '../../db/database';

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

export async function insertAnswer(db: Queryable, a: NewAnswer): Promise<void> {
  await db.query(
    `insert into quiz_answers (user_id, question_id, question_text, options, correct_option,
       chosen_option, correct, explanation, related_article, time_taken_seconds, time_zone, answered_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::jsonb, $10, $11, $12)`,
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
 * month and year in the reader's time zone. Only rows since the earlier of the year's and the
 * week's start are read, through the (user_id, answered_at) index.
 */
export async function periodCounts(
  db: Queryable,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<PeriodCountsRow> {
  const { rows } = await db.query<PeriodCountsRow>(
    `with local_now as (select ($3::timestamptz at time zone $2) as t),
     starts as (
       select date_trunc('day', t) as day, date_trunc('week', t) as week,
              date_trunc('month', t) as month, date_trunc('year', t) as year
       from local_now
     ),
     answers as (
       select a.correct, a.answered_at at time zone $2 as local
       from quiz_answers a, starts s
       where a.user_id = $1
         and a.answered_at >= (least(s.week, s.year) at time zone $2)
         and a.answered_at <= $3::timestamptz
     )
     select
       count(*) filter (where correct and local >= s.day)::int as day_correct,
       count(*) filter (where not correct and local >= s.day)::int as day_wrong,
       count(*) filter (where correct and local >= s.week)::int as week_correct,
       count(*) filter (where not correct and local >= s.week)::int as week_wrong,
       count(*) filter (where correct and local >= s.month)::int as month_correct,
       count(*) filter (where not correct and local >= s.month)::int as month_wrong,
       count(*) filter (where correct and local >= s.year)::int as year_correct,
       count(*) filter (where not correct and local >= s.year)::int as year_wrong
     from starts s left join answers on true
     group by s.day, s.week, s.month, s.year`,
    [userId, timeZone, now],
  );
  return rows[0] as PeriodCountsRow;
}

/** Per local day of the current month: correct and wrong counts (days without answers absent). */
export async function monthDayCounts(
  db: Queryable,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<{ day: number; correct: number; wrong: number }[]> {
  const { rows } = await db.query<{ day: number; correct: number; wrong: number }>(
    `with bounds as (
       select date_trunc('month', $3::timestamptz at time zone $2) as start
     )
     select extract(day from a.answered_at at time zone $2)::int as day,
            count(*) filter (where a.correct)::int as correct,
            count(*) filter (where not a.correct)::int as wrong
     from quiz_answers a, bounds b
     where a.user_id = $1
       and a.answered_at >= (b.start at time zone $2)
       and a.answered_at < ((b.start + interval '1 month') at time zone $2)
     group by 1 order by 1`,
    [userId, timeZone, now],
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
 * Runs of consecutive local days with at least one answer (gaps and islands): the longest
 * run, and the run that ends on the latest day played, with that day (YYYY-MM-DD).
 */
export async function dayRuns(
  db: Queryable,
  userId: string,
  timeZone: string,
): Promise<{ longest: number; latestLength: number; latestEnd: string | null }> {
  const { rows } = await db.query<{ run_end: string; length: number }>(
    `with days as (
       select distinct (answered_at at time zone $2)::date as d
       from quiz_answers where user_id = $1
     ),
     islands as (select d, d - (row_number() over (order by d))::int as grp from days)
     select to_char(max(d), 'YYYY-MM-DD') as run_end, count(*)::int as length
     from islands group by grp order by max(d) desc`,
    [userId, timeZone],
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
     from quiz_answers where user_id = $1
     order by answered_at desc, id desc
     limit $2 offset $3`,
    [userId, limit, offset],
  );
  return rows;
}

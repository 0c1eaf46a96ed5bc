import type { Queryable } from '../../db/database';
import { openSessionUser } from '../accounts';
import { VISITOR_COOKIE_DAYS } from './daily-visitor';

/** A day more than the cookie: a site day and a reader's day differ by up to one. */
const VISITOR_PLAYS_KEPT_DAYS = VISITOR_COOKIE_DAYS + 1;

/** One question in a reader's review: its box, due day (null once mastered) and answer count. */
export interface ReviewBox {
  question_id: string;
  box: number;
  /** YYYY-MM-DD, the reader's local day. */
  due_day: string | null;
  answers: number;
}

/** Every review box of the reader (one per question they answered): a primary-key range. */
export async function reviewBoxes(db: Queryable, userId: string): Promise<ReviewBox[]> {
  const { rows } = await db.query<ReviewBox>(
    `select question_id, box, to_char(due_day, 'YYYY-MM-DD') as due_day, answers
     from quiz_review_boxes where user_id = $1`,
    [userId],
  );
  return rows;
}

/**
 * Rebuilds every review box from the stored answers, as migration 050 did: for answers stored
 * in bulk outside insertAnswer (the benchmark's seed).
 */
export async function rebuildReviewBoxes(db: Queryable): Promise<void> {
  await db.query('delete from quiz_review_boxes');
  await db.query(
    `insert into quiz_review_boxes (user_id, question_id, box, due_day, answers, updated_at)
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
     ) per_question`,
  );
}

/** One daily challenge answer of a player. */
export interface DailyPlay {
  question_id: string;
  chosen_option: number;
  correct: boolean;
  answered_at: Date;
  /** Made by a signed-in account (a visitor's play moved to an account stays false). */
  signed_in: boolean;
}

export interface DailyResultRow {
  share_id: string;
  day: string;
  answers: boolean[];
  /**
   * Played signed in from the first answer to the last: one play per account. False for a
   * visitor's play, also once it is moved to the account they sign in to, since a visitor id
   * is a cookie anyone can drop to play again.
   */
  signed_in: boolean;
}

/** True when the insert failed because the player already answered this question today. */
export function isReplayedPlay(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'daily_plays_pkey' || (e.message ?? '').includes('daily_plays_pkey'))
  );
}

/** The player's answers on a site day, in the order given. */
export async function playsOf(db: Queryable, day: string, player: string): Promise<DailyPlay[]> {
  const { rows } = await db.query<DailyPlay>(
    `select question_id, chosen_option, correct, answered_at, signed_in from daily_plays
     where day = $1::date and player = $2 order by answered_at, question_id`,
    [day, player],
  );
  return rows;
}

/** Stores one daily answer; the primary key refuses a second answer to the same question. */
export async function insertPlay(
  db: Queryable,
  play: {
    day: string;
    player: string;
    userId: string | null;
    questionId: string;
    chosenOption: number;
    correct: boolean;
    answeredAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into daily_plays
       (day, player, user_id, question_id, chosen_option, correct, answered_at, signed_in)
     values ($1::date, $2, $3::uuid, $4, $5, $6, $7, $3::uuid is not null)`,
    [
      play.day,
      play.player,
      play.userId,
      play.questionId,
      play.chosenOption,
      play.correct,
      play.answeredAt,
    ],
  );
}

/**
 * Deletes visitors' plays older than their cookie can be: it lasts a year from the first play
 * and is never renewed, so no one can name those plays again (to be moved to an account or to
 * refuse a replay). Results stay, for their share links. Resolves with the plays deleted.
 */
export async function deleteUnreachablePlays(db: Queryable, today: string): Promise<number> {
  const { rowCount } = await db.query(
    `delete from daily_plays where day < $1::date - ${VISITOR_PLAYS_KEPT_DAYS} and user_id is null`,
    [today],
  );
  return rowCount ?? 0;
}

const RESULT_COLUMNS = `share_id, to_char(day, 'YYYY-MM-DD') as day, answers, signed_in`;

/**
 * Keeps a finished result under a new share id, or gives the one kept already; it counts as
 * signed in when the account played every answer of it (a visitor's plays moved to the
 * account do not).
 */
export async function keepResult(
  db: Queryable,
  result: {
    shareId: string;
    day: string;
    player: string;
    userId: string | null;
    answers: boolean[];
    signedIn: boolean;
  },
): Promise<DailyResultRow> {
  const { rows } = await db.query<DailyResultRow>(
    `with kept as (
       insert into daily_results (share_id, day, player, user_id, answers, signed_in)
       values ($1, $2::date, $3, $4::uuid, $5::jsonb, $6)
       on conflict (day, player) do nothing
       returning ${RESULT_COLUMNS}
     )
     select * from kept
     union all
     select ${RESULT_COLUMNS} from daily_results
     where day = $2::date and player = $3 and not exists (select 1 from kept)`,
    [
      result.shareId,
      result.day,
      result.player,
      result.userId,
      JSON.stringify(result.answers),
      result.signedIn,
    ],
  );
  return rows[0]!;
}

export async function resultOf(
  db: Queryable,
  day: string,
  player: string,
): Promise<DailyResultRow | null> {
  const { rows } = await db.query<DailyResultRow>(
    `select ${RESULT_COLUMNS} from daily_results where day = $1::date and player = $2`,
    [day, player],
  );
  return rows[0] ?? null;
}

export async function resultByShareId(
  db: Queryable,
  shareId: string,
): Promise<DailyResultRow | null> {
  const { rows } = await db.query<DailyResultRow>(
    `select ${RESULT_COLUMNS} from daily_results where share_id = $1`,
    [shareId],
  );
  return rows[0] ?? null;
}

/**
 * Moves a visitor's plays and results to an account, except on days the account played itself;
 * resolves with the plays moved, oldest first (to be stored as the account's answers).
 */
export async function movePlays(
  db: Queryable,
  visitor: string,
  account: string,
  userId: string,
): Promise<(DailyPlay & { day: string })[]> {
  const { rows } = await db.query<DailyPlay & { day: string }>(
    `with moved as (
       update daily_plays p set player = $2, user_id = $3::uuid
       where p.player = $1
         and not exists (select 1 from daily_plays a where a.day = p.day and a.player = $2)
       returning p.day, p.question_id, p.chosen_option, p.correct, p.answered_at, p.signed_in
     ), results as (
       update daily_results r set player = $2, user_id = $3::uuid
       where r.player = $1 and r.day in (select day from moved)
     )
     select to_char(day, 'YYYY-MM-DD') as day, question_id, chosen_option, correct, answered_at,
            signed_in
     from moved order by answered_at, question_id`,
    [visitor, account, userId],
  );
  return rows;
}

/** Answers and right answers per question, of every reader. */
export async function questionStats(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { answers: number; correct: number }>> {
  const { rows } = await db.query<{ question_id: string; answers: number; correct: number }>(
    `select question_id, count(*)::int as answers, count(*) filter (where correct)::int as correct
     from quiz_answers
     where question_id in (select jsonb_array_elements_text($1::jsonb))
     group by question_id`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((r) => [r.question_id, { answers: r.answers, correct: r.correct }]));
}

/** What the learning dashboard reads of its reader: their answer version and today's result. */
export interface LearningReader {
  userId: string;
  answerVersion: number;
  result: DailyResultRow | null;
}

const READER_FACTS = `select r.user_id, v.version, d.share_id, to_char(d.day, 'YYYY-MM-DD') as day,
    d.answers, d.signed_in
  from reader r
  left join quiz_answer_versions v on v.user_id = r.user_id
  left join daily_results d on d.user_id = r.user_id and d.day = $2::date`;

type ReaderFactsRow = {
  user_id: string;
  version: string | null;
  share_id: string | null;
  day: string | null;
  answers: boolean[] | null;
  signed_in: boolean | null;
};

const toReader = (row: ReaderFactsRow): LearningReader => ({
  userId: row.user_id,
  answerVersion: Number(row.version ?? 0),
  result:
    row.share_id && row.day && row.answers
      ? {
          share_id: row.share_id,
          day: row.day,
          answers: row.answers,
          signed_in: row.signed_in === true,
        }
      : null,
});

/**
 * The reader of an open session, their answer version and their daily result on the site day
 * `day`, in one read (the learning dashboard's route); null when the session is not open.
 */
export async function learningReaderOfSession(
  db: Queryable,
  sessionId: string,
  day: string,
): Promise<LearningReader | null> {
  const { rows } = await db.query<ReaderFactsRow>(
    `with reader as (${openSessionUser('$1')}) ${READER_FACTS}`,
    [sessionId, day],
  );
  return rows[0] ? toReader(rows[0]) : null;
}

/** The same for a known reader. */
export async function learningReaderOf(
  db: Queryable,
  userId: string,
  day: string,
): Promise<LearningReader> {
  const { rows } = await db.query<ReaderFactsRow>(
    `with reader as (select $1::uuid as user_id) ${READER_FACTS}`,
    [userId, day],
  );
  return toReader(rows[0]!);
}

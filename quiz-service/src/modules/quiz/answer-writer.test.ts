import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { Queryable } from '../../db/database';
import { createAnswerWriter } from './answer-writer';
import { isRepeatedAnswer, type NewAnswer } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The service's database, counting the statements that store answers. */
function countingSaves(db: Queryable) {
  const counted = { saves: 0 };
  const wrapped: Queryable = {
    query(text, params, options) {
      if (text.includes('insert into quiz_answers')) counted.saves++;
      return db.query(text, params, options);
    },
    exec: (sql) => db.exec(sql),
  };
  return { db: wrapped, counted };
}

let served = 0;
/** An answer to the question, served a second apart from every other (a token is used once). */
function answerTo(questionId: string, correct: boolean): NewAnswer {
  served++;
  const at = new Date(Date.UTC(2026, 10, 26, 9, 0, 0) + served * 1000);
  return {
    questionId,
    questionText: 'Which planet did Mariner 4 fly past?',
    options: ['Venus', 'Mars', 'Mercury'],
    correctOption: 1,
    chosenOption: correct ? 1 : 0,
    correct,
    explanation: 'Mariner 4 flew past Mars in July 1965.',
    relatedArticle: null,
    timeTakenSeconds: 4,
    timeZone: 'Europe/London',
    servedAt: at,
    answeredAt: new Date(at.getTime() + 4000),
    localDay: '2026-11-26',
  };
}

async function readers(count: number) {
  return Promise.all(Array.from({ length: count }, async () => (await signUp(t.app)).id));
}

const answersOf = async (userId: string) =>
  (
    await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from quiz_answers where user_id = $1',
      [userId],
    )
  ).rows[0]!.n;

const versionOf = async (userId: string) =>
  (
    await t.app.db.query<{ version: number }>(
      'select version::int as version from quiz_answer_versions where user_id = $1',
      [userId],
    )
  ).rows[0]?.version ?? 0;

describe('the answer writer', () => {
  it('stores answers that arrive while one is being stored together, in one statement', async () => {
    const { db, counted } = countingSaves(t.app.db);
    const writer = createAnswerWriter(db, { statementsAtOnce: 1 });
    const ids = await readers(8);
    const stored = await Promise.all(
      ids.map((userId, i) => writer.save({ userId }, answerTo('q1', i % 2 === 0))),
    );
    expect(stored).toEqual(ids);
    // The first goes alone; the seven that waited for it go together.
    expect(counted.saves).toBe(2);
    for (const userId of ids) {
      expect(await answersOf(userId)).toBe(1);
      expect(await versionOf(userId)).toBe(1);
    }
    const { rows } = await t.app.db.query<{ user_id: string; box: number; due_day: string }>(
      `select user_id, box, to_char(due_day, 'YYYY-MM-DD') as due_day from quiz_review_boxes
       where user_id = any($1::uuid[]) order by user_id`,
      [ids],
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const right = ids.indexOf(row.user_id) % 2 === 0;
      // Right: box 2, due three days on (REVIEW_INTERVALS[2]); wrong: box 1, due the next day.
      expect([row.box, row.due_day]).toEqual(right ? [2, '2026-11-29'] : [1, '2026-11-27']);
    }
  });

  it('keeps a reader’s answers sent at once in separate statements, and counts them all', async () => {
    const { db, counted } = countingSaves(t.app.db);
    const writer = createAnswerWriter(db, { statementsAtOnce: 1 });
    const [first, second] = await readers(2);
    await Promise.all([
      writer.save({ userId: first! }, answerTo('q1', true)),
      writer.save({ userId: second! }, answerTo('q1', true)),
      writer.save({ userId: second! }, answerTo('q1', true)),
      writer.save({ userId: second! }, answerTo('q2', false)),
    ]);
    // first alone; then second's first answer; then its two others, one per statement.
    expect(counted.saves).toBe(4);
    expect(await versionOf(second!)).toBe(3);
    const { rows } = await t.app.db.query<{ box: number; answers: number }>(
      `select box, answers from quiz_review_boxes where user_id = $1 and question_id = 'q1'`,
      [second],
    );
    // Two right answers to q1: box 1 → 2 → 3.
    expect(rows).toEqual([{ box: 3, answers: 2 }]);
  });

  it('gives a repeated answer its own error and stores the rest of its batch', async () => {
    const writer = createAnswerWriter(t.app.db, { statementsAtOnce: 1 });
    const ids = await readers(4);
    const repeated = answerTo('q1', true);
    await writer.save({ userId: ids[3]! }, repeated);
    const results = await Promise.allSettled([
      writer.save({ userId: ids[0]! }, answerTo('q1', true)),
      writer.save({ userId: ids[1]! }, answerTo('q1', false)),
      writer.save({ userId: ids[2]! }, answerTo('q1', true)),
      writer.save({ userId: ids[3]! }, { ...repeated }),
    ]);
    expect(results.slice(0, 3)).toEqual(
      ids.slice(0, 3).map((value) => ({ status: 'fulfilled', value })),
    );
    const refused = results[3]!;
    expect(refused.status).toBe('rejected');
    expect(isRepeatedAnswer((refused as PromiseRejectedResult).reason)).toBe(true);
    expect(await Promise.all(ids.map(answersOf))).toEqual([1, 1, 1, 1]);
    expect(await versionOf(ids[3]!)).toBe(1);
  });

  it('stores nothing for a closed session and the answers of the open ones beside it', async () => {
    const writer = createAnswerWriter(t.app.db, { statementsAtOnce: 1 });
    const accounts = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    for (const account of accounts) await login(t.app, account.username);
    const sessionOf = async (userId: string) =>
      (await t.app.db.query<{ id: string }>('select id from sessions where user_id = $1', [userId]))
        .rows[0]!.id;
    const sessions = await Promise.all(accounts.map((account) => sessionOf(account.id)));
    await t.app.db.query('update sessions set revoked_at = now() where id = $1', [sessions[1]]);
    const stored = await Promise.all([
      writer.save({ userId: accounts[2]!.id }, answerTo('q1', true)),
      ...sessions.map((sessionId) => writer.save({ sessionId }, answerTo('q1', true))),
    ]);
    expect(stored).toEqual([accounts[2]!.id, accounts[0]!.id, null, accounts[2]!.id]);
    expect(await Promise.all(accounts.map((account) => answersOf(account.id)))).toEqual([1, 0, 2]);
    expect(await versionOf(accounts[1]!.id)).toBe(0);
  });
});

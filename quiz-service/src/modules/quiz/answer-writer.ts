import type { Queryable } from '../../db/database';
import { insertAnswers, type AnswerOwner, type NewAnswer, type OwnedAnswer } from './repository';

/**
 * Statements storing answers at once, at most. Answers that arrive while they run wait and go
 * together in the next one (a group commit): a quiet site stores each answer as it comes, and
 * a busy one pays one statement, one round trip and one commit for many answers
 * (docs/performance.md, "Saving answers together").
 */
const STATEMENTS_AT_ONCE = 4;
/** Answers in one statement, at most. */
const BATCH_SIZE = 64;

interface Waiting extends OwnedAnswer {
  resolve: (reader: string | null) => void;
  reject: (error: unknown) => void;
}

const ownerKey = (owner: AnswerOwner) =>
  'userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`;

/**
 * Stores answers for the quiz service. `save` resolves with the answer's reader id, or null
 * when its session is not open, and rejects with the answer's own error (a repeated answer):
 * when one answer fails its batch, each answer of the batch is stored again on its own, so no
 * request hears of another's error.
 */
export function createAnswerWriter(
  db: Queryable,
  { statementsAtOnce = STATEMENTS_AT_ONCE, batchSize = BATCH_SIZE } = {},
) {
  const waiting: Waiting[] = [];
  let running = 0;

  /**
   * The next batch: the oldest waiting answers, one per session or user, so that a reader who
   * sends two answers at once does not make a batch fail; their second goes in the next one.
   */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const owners = new Set<string>();
    for (let i = 0; i < waiting.length && batch.length < batchSize;) {
      const key = ownerKey(waiting[i]!.owner);
      if (owners.has(key)) {
        i++;
        continue;
      }
      owners.add(key);
      batch.push(...waiting.splice(i, 1));
    }
    return batch;
  }

  async function storeAlone(one: Waiting) {
    try {
      const [reader] = await insertAnswers(db, [one]);
      one.resolve(reader ?? null);
    } catch (error) {
      one.reject(error);
    }
  }

  async function store(batch: Waiting[]) {
    if (batch.length === 1) return storeAlone(batch[0]!);
    try {
      const readers = await insertAnswers(db, batch);
      batch.forEach((one, i) => one.resolve(readers[i] ?? null));
    } catch {
      await Promise.all(batch.map(storeAlone));
    }
  }

  function next() {
    while (running < statementsAtOnce && waiting.length) {
      const batch = takeBatch();
      running++;
      void store(batch).finally(() => {
        running--;
        next();
      });
    }
  }

  return {
    save(owner: AnswerOwner, answer: NewAnswer): Promise<string | null> {
      return new Promise((resolve, reject) => {
        waiting.push({ owner, answer, resolve, reject });
        next();
      });
    },
  };
}

import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/database';

/** pg-boss's queue of "prepare this send" jobs. */
export const PREPARE_QUEUE = 'newsletter-prepare-send';

/** pg-boss's tables live in their own schema beside the service's. */
const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss over the service's own database (PostgreSQL or the embedded PGlite): its `db`
 * option takes any object with executeSql. pg-boss sends a few statements without values
 * (its schema, its upkeep); PGlite's parameterised query takes one statement at a time, so
 * those go through exec.
 */
export function bossExecutor(db: Queryable) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return db.query(text, values);
      try {
        return await db.query(text, [], { prepare: false });
      } catch (error) {
        if (!/cannot insert multiple commands/i.test((error as Error).message)) throw error;
        await db.exec(text);
        return { rows: [], rowCount: 0 };
      }
    },
  };
}

export interface QueueOptions {
  /** false: only enqueue (the service's routes); true: also run pg-boss's upkeep. */
  supervise: boolean;
  /** DATABASE_URL, when the database is PostgreSQL. */
  connectionString?: string;
}

export async function startQueue(db: Database, options: QueueOptions): Promise<PgBoss> {
  // On PostgreSQL pg-boss keeps a small pool of its own (its upkeep sends several statements
  // at once, which the service's prepared-statement wrapper does not take); on the embedded
  // database it shares the service's one connection.
  const connection =
    db.driver === 'postgres' && options.connectionString
      ? { connectionString: options.connectionString, max: 3 }
      : { db: bossExecutor(db) };
  const boss = new PgBoss({
    ...connection,
    schema: BOSS_SCHEMA,
    supervise: options.supervise,
    schedule: false,
    // pg-boss's types want its own executor shape; ours returns the same { rows }.
  } as unknown as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.createQueue(PREPARE_QUEUE, {
    name: PREPARE_QUEUE,
    // A worker killed mid-preparation: the job expires and another worker prepares the rest.
    expireInSeconds: 15 * 60,
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
  });
  return boss;
}

/** Enqueues a send's preparation in the transaction that wrote the send (both or neither). */
export async function enqueuePrepare(
  boss: PgBoss,
  tx: Queryable,
  sendId: string,
  startAfter: Date,
): Promise<void> {
  await boss.send(PREPARE_QUEUE, { sendId }, {
    startAfter,
    singletonKey: sendId,
    db: bossExecutor(tx),
  } as PgBoss.SendOptions);
}

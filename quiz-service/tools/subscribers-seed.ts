// Confirmed newsletter subscribers for trying a send at scale (npm run seed:subscribers, and
// the bench's newsletter part).
import type { Queryable } from '../src/db/database';

const BATCH = 20_000;

/** Inserts `count` confirmed subscribers, in batches; returns how many confirmed ones exist. */
export async function seedSubscribers(db: Queryable, count: number): Promise<number> {
  for (let from = 1; from <= count; from += BATCH) {
    await db.query(
      `insert into newsletter_subscribers (email, name, status, confirmed_at)
       select 'bench-reader-' || i || '@example.com', 'Reader ' || i, 'confirmed', now()
         from generate_series($1::int, $2::int) i
       on conflict do nothing`,
      [from, Math.min(count, from + BATCH - 1)],
    );
  }
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from newsletter_subscribers where status = 'confirmed'`,
  );
  return Number(rows[0]?.n ?? 0);
}

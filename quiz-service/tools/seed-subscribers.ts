// `npm run seed:subscribers -- 100000`: that many confirmed newsletter subscribers
// (bench-reader-N@example.com) in the database of DATABASE_URL (or the embedded one), for
// trying a send at scale. Addresses already there are kept; the command prints how many exist.
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { migrationsDir } from '../src/lib/paths';
import { seedSubscribers } from './subscribers-seed';

async function main() {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error('Usage: npm run seed:subscribers -- <how many, e.g. 100000>');
    process.exit(1);
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await migrate(db, migrationsDir);
    console.log(`${await seedSubscribers(db, count)} confirmed subscribers`);
  } finally {
    await db.close();
  }
}

await main();

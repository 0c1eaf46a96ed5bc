/**
 * `npm run seed`: seeds the sample content into an empty CMS database.
 * `npm run seed -- --reset`: deletes all content and media first, then seeds again.
 * Uses the same environment as the CMS itself (DATA_DIR, DATABASE_CLIENT, …).
 */
import { loadStrapi } from '../cli/load-strapi';
import { seedSampleContent, wipeContent } from './seed';
import { CONTENT_TYPES } from './seed';

async function main() {
  const reset = process.argv.includes('--reset');
  const strapi = await loadStrapi();
  strapi.log.level = 'info';
  try {
    if (reset) {
      await wipeContent(strapi);
      strapi.log.info('[seed] Content and media deleted.');
    } else {
      let existing = 0;
      for (const uid of CONTENT_TYPES) existing += await strapi.db.query(uid).count();
      if (existing > 0) {
        strapi.log.info(
          '[seed] The CMS already has content; nothing seeded. Use `npm run seed -- --reset` to start over.',
        );
        return;
      }
    }
    await seedSampleContent(strapi);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

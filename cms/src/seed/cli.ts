/**
 * `npm run seed`: seeds the sample content into an empty CMS database.
 * `npm run seed -- --reset`: deletes all content and media first, then seeds again.
 * `npm run seed -- --scale N`: adds N generated, published articles (./scale), after seeding
 * the sample content if the CMS is empty.
 * Uses the same environment as the CMS itself (DATA_DIR, DATABASE_CLIENT, …).
 */
import { loadStrapi } from '../cli/load-strapi';
import { addGeneratedArticles } from './scale/scale-seed';
import { ScaleOptionError, scaleOption } from './scale/scale-option';
import { seedSampleContent, wipeContent } from './seed';
import { CONTENT_TYPES } from './seed';

async function main() {
  const args = process.argv.slice(2);
  // Checked before Strapi loads: bad input never touches the database.
  const scale = scaleOption(args);
  const reset = args.includes('--reset');
  const strapi = await loadStrapi();
  strapi.log.level = 'info';
  try {
    let empty = true;
    if (reset) {
      await wipeContent(strapi);
      strapi.log.info('[seed] Content and media deleted.');
    } else {
      let existing = 0;
      for (const uid of CONTENT_TYPES) existing += await strapi.db.query(uid).count();
      empty = existing === 0;
      if (!empty && scale === undefined) {
        strapi.log.info(
          '[seed] The CMS already has content; nothing seeded. Use `npm run seed -- --reset` to start over.',
        );
        return;
      }
    }
    if (empty) await seedSampleContent(strapi);
    if (scale !== undefined) await addGeneratedArticles(strapi, scale);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // A failed SQL statement's message quotes the whole statement: keep its two ends.
    console.error(
      message.length > 2000 ? `${message.slice(0, 600)} … ${message.slice(-600)}` : message,
    );
    process.exit(error instanceof ScaleOptionError ? 2 : 1);
  },
);

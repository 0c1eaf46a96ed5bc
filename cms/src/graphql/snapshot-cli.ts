/**
 * `npm run schema:snapshot`: writes cms/schema.graphql from the compiled content model.
 * Uses a throw-away SQLite database, so it needs no running CMS and touches no data.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'apogee-schema-'));
  process.env.DATABASE_CLIENT = 'sqlite';
  process.env.DATA_DIR = scratch;
  process.env.CMS_PUBLIC_DIR = path.join(scratch, 'public');
  const { cmsEnv } = await import('../env');
  const { loadStrapi } = await import('../cli/load-strapi');
  const { schemaOf } = await import('./snapshot');
  const strapi = await loadStrapi();
  try {
    const target = path.join(cmsEnv().cmsRoot, 'schema.graphql');
    writeFileSync(target, schemaOf(strapi));
    console.log(`Wrote ${path.relative(process.cwd(), target) || target}.`);
  } finally {
    await strapi.destroy();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

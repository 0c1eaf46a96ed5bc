/**
 * Loads the compiled CMS (dist/) without listening, for the command-line tools. Sample
 * content is not seeded on this load: the tool decides what to do.
 */
import path from 'node:path';
import { type Core, createStrapi } from '@strapi/strapi';
import { cmsEnv } from '../env';

export async function loadStrapi(): Promise<Core.Strapi> {
  process.env.CMS_SEED_SAMPLE_CONTENT = 'false';
  const { cmsRoot } = cmsEnv();
  const app = createStrapi({ appDir: cmsRoot, distDir: path.join(cmsRoot, 'dist') });
  app.log.level = 'warn';
  return app.load();
}

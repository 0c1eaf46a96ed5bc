import { loadConfig, readDevelopmentEnv, type Config } from '../../src/config';

/** The running CMS the live suite reads and writes, with the tokens the stack gave it. */
export interface LiveCms {
  config: Config;
  /** A token that reads drafts (the web's preview token). */
  previewToken: string;
}

/**
 * The CMS in CMS_URL with CMS_QUIZ_TOKEN, CMS_WEB_TOKEN and CMS_PREVIEW_TOKEN, as npm test's
 * stack stage sets them; `npm run dev`'s CMS and its development tokens otherwise. Throws, so
 * the suite fails instead of skipping, when that CMS does not answer a published read.
 */
export async function liveCms(): Promise<LiveCms> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const previewToken =
    process.env.CMS_PREVIEW_TOKEN || readDevelopmentEnv().CMS_PREVIEW_TOKEN || '';
  if (!previewToken) throw new Error('Set CMS_PREVIEW_TOKEN to a CMS token that reads drafts.');
  const probe = `${config.cmsUrl}/api/blogs?pagination[pageSize]=1`;
  let status: number;
  try {
    const answer = await fetch(probe, {
      headers: { authorization: `Bearer ${config.cmsWebToken}` },
      signal: AbortSignal.timeout(5000),
    });
    status = answer.status;
  } catch (error) {
    throw new Error(
      `No CMS answers at ${config.cmsUrl} (${(error as Error).message}): the live suite ` +
        'needs a running CMS (npm test starts one; or npm run dev, or set CMS_URL and its tokens).',
      { cause: error },
    );
  }
  if (status !== 200)
    throw new Error(`The CMS at ${config.cmsUrl} answered ${status} to a published blog read.`);
  return { config, previewToken };
}

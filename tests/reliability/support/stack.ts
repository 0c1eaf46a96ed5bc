import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// The lead's supervisor of the three processes (plain ESM, no types).
// @ts-expect-error -- scripts/lib is JavaScript without declarations
import { startStack } from '../../../scripts/lib/stack.mjs';
import { LOG_DIR, ROOT } from './paths';

export const PORTS = { web: 3900, quiz: 4900, cms: 2237 };
export const WEB = `http://127.0.0.1:${PORTS.web}`;
export const QUIZ = `http://127.0.0.1:${PORTS.quiz}`;
export const CMS = `http://127.0.0.1:${PORTS.cms}`;
export const STACK_LOG = join(LOG_DIR, 'stack.log');

export interface Stack {
  stop(): Promise<void>;
  children: Map<string, { pid: number }>;
  secrets: Record<string, string>;
}

/**
 * CMS, quiz-service and web built and started in production mode on the reliability ports,
 * data in `.data/reliability` (accounts and mail fresh each run, CMS content kept), every
 * output line kept in `.data/reliability/logs/stack.log`.
 */
export async function startReliabilityStack(env: Record<string, string>): Promise<Stack> {
  const dataDir = join(ROOT, '.data/reliability');
  for (const fresh of ['quiz-service', 'outbox', 'avatars'])
    rmSync(join(dataDir, fresh), { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  return (await startStack({
    dataDir,
    ports: PORTS,
    env: { PUBLIC_URL: WEB, ...env },
    log: (line: string) => appendFileSync(STACK_LOG, `${line}\n`),
  })) as Stack;
}

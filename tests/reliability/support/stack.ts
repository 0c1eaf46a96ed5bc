import { join } from 'node:path';
import { readEnvFile } from '@apogee/env-file';

/** The running stack the runner describes in RELIABILITY_STACK (scripts/lib/reliability.mjs). */
export interface Stack {
  urls: { web: string; quiz: string; cms: string };
  /** Its data folder: generated secrets (secrets.env) and the mail outbox. */
  dataDir: string;
  /** The process group of each process: `npm` and the server it runs. */
  pids: Record<'cms' | 'quiz' | 'web', number>;
  /** Its generated secrets (tokens, the CMS administrator): for requests, never printed. */
  secrets: Record<string, string>;
}

/**
 * The stack this run's runner started (npm test: the browser journeys' stack; npm run
 * test:reliability: one of its own). These tests never start one: a stack takes a minute of
 * two cores to boot, so it is booted once per run.
 */
export function runningStack(): Stack {
  const described = process.env.RELIABILITY_STACK;
  if (!described)
    throw new Error(
      'RELIABILITY_STACK is not set: run these checks with npm test or npm run test:reliability.',
    );
  const stack = JSON.parse(described) as Omit<Stack, 'secrets'>;
  const secrets = readEnvFile(join(stack.dataDir, 'secrets.env'));
  return { ...stack, secrets };
}

/** Whether any process of a group is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository root (tests/production/support → ../../..). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function readRepoFile(relative: string): string {
  return readFileSync(new URL(relative, `file://${repoRoot}`), 'utf8');
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  user?: string;
  restart?: string;
  healthcheck?: { test: string[] | string; interval?: string };
  ports?: string[];
  env_file?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  command?: string[] | string;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** docker-compose.yml as Compose reads it (YAML merge keys resolved). */
export function readCompose(): ComposeFile {
  return parse(readRepoFile('docker-compose.yml'), { merge: true }) as ComposeFile;
}

/** The processes built from this repository, with their Dockerfiles. */
export const builtServices = ['cms', 'quiz-service', 'web'] as const;

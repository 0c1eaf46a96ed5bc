import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { dataFilesDir } from '../../lib/paths';

/** argon2id (algorithm 2) at OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified for unknown users so both failures take as long. */
let dummyHash: Promise<string> | undefined;
/** Computes the dummy hash ahead, so the first unknown-user login is not faster or slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}
export function burnPasswordCheck(password: string): Promise<boolean> {
  return prepareDummyHash().then((h) => verifyPassword(h, password));
}

let commonPasswords: Set<string> | undefined;
/** True for passwords on data/common-passwords.txt, whatever their case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(join(dataFilesDir, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

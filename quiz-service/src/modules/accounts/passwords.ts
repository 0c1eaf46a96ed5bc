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

const LETTER = /^\p{L}$/u;

/**
 * What is left of a password once case and the digits and symbols people add at the end are
 * set aside: "Dragon2024!" and "dragon#1" are both "dragon".
 */
export function passwordStem(password: string): string {
  // Walked back from the end: an anchored `[^\p{L}]+$` would retry from every character of a
  // long run of digits followed by a letter, quadratic on hostile input.
  const characters = [...password.toLowerCase()];
  let end = characters.length;
  while (end > 0 && !LETTER.test(characters[end - 1] as string)) end -= 1;
  return characters.slice(0, end).join('');
}

function loadCommonPasswords(): Set<string> {
  const set = new Set<string>();
  const lines = readFileSync(join(dataFilesDir, 'common-passwords.txt'), 'utf8').split('\n');
  for (const line of lines) {
    const entry = line.trim().toLowerCase();
    if (!entry) continue;
    set.add(entry);
    // The list holds "dragon1!" and "password": both "dragon" and "password" are common stems.
    const stem = passwordStem(entry);
    if (stem) set.add(stem);
  }
  return set;
}

/**
 * True for passwords on data/common-passwords.txt, compared case-insensitively and ignoring
 * trailing digits and symbols ("Password1", "password!!" and "Dragon2024!" are common).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  const lower = password.toLowerCase();
  const stem = passwordStem(lower);
  return commonPasswords.has(lower) || (stem !== '' && commonPasswords.has(stem));
}

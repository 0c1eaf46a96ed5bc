import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Deletes the e-mails kept in the outbox (the development copy of every e-mail, and the ones
 * SMTP has not taken yet) that were written to or mention an erased reader's address. An
 * e-mail is two files (.eml and .json); each holds the address, so each is found by itself.
 */
export async function forgetMailOf(outboxDir: string, email: string) {
  const needle = email.toLowerCase();
  for (const dir of [outboxDir, join(outboxDir, 'unsent'), join(outboxDir, 'unsent', 'rejected')]) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!/\.(eml|json)$/.test(name)) continue; // folders and other files stay
      const file = join(dir, name);
      const text = await readFile(file, 'utf8').catch(() => '');
      if (text.toLowerCase().includes(needle)) await rm(file, { force: true });
    }
  }
}

import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type SetAsideMail } from '../../src/lib/mailer';
import { freshIp, signUp } from '../support/helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { closedPort, startSmtpServer } from './smtp-server';

const unsent = async (outboxDir: string) =>
  (await readdir(join(outboxDir, 'unsent')).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.json'),
  );

describe('SMTP server down', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    port = await closedPort();
    const base = await createTestApp();
    await base.close();
    t = await createTestApp({
      mail: {
        ...base.config.mail,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: join(base.config.dataDir, 'outbox-smtp'),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a reset request still answers and the email is kept in the outbox', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { usernameOrEmail: user.email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    let kept: string[] = [];
    for (let i = 0; i < 100 && !kept.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      kept = await unsent(t.config.mail.outboxDir);
    }
    expect(kept).toHaveLength(1);
    const mail = JSON.parse(
      await readFile(join(t.config.mail.outboxDir, 'unsent', kept[0] as string), 'utf8'),
    ) as { to: string; subject: string };
    expect(mail.to).toBe(user.email);
  });
});

describe('kept emails', () => {
  it('are sent when the SMTP server is back, once, and leave the outbox', async () => {
    const port = await closedPort();
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'apogee-outbox-')), 'outbox');
    const errors: unknown[] = [];
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Apogee <no-reply@apogee.local>', outboxDir },
      { retryIntervalMs: 200, onError: (err) => errors.push(err) },
    );
    try {
      await mailer.send({ to: 'reader@example.com', subject: 'Your code', text: 'Code 123456' });
      expect(await unsent(outboxDir)).toHaveLength(1);
      expect(errors.length).toBeGreaterThan(0);

      const smtp = await startSmtpServer(port);
      try {
        for (let i = 0; i < 100 && smtp.received.length === 0; i++)
          await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 600)); // a few more rounds: still only once
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]).toContain('Subject: Your code');
        expect(await unsent(outboxDir)).toEqual([]);
      } finally {
        await smtp.close();
      }
    } finally {
      mailer.close?.();
    }
  });
});

describe('a bad file among the kept emails', () => {
  const rejections: unknown[] = [];
  const watch = (reason: unknown) => rejections.push(reason);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', watch);
  });
  afterEach(() => {
    process.off('unhandledRejection', watch);
  });

  const good = { to: 'pilot@example.com', subject: 'Your code', text: 'Code 654321' };

  /** An outbox whose unsent folder holds `files` (written as given), and a mailer on it. */
  async function outboxWith(files: Record<string, string>) {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'apogee-outbox-')), 'outbox');
    const unsentDir = join(outboxDir, 'unsent');
    await mkdir(unsentDir, { recursive: true });
    for (const [file, content] of Object.entries(files))
      await writeFile(join(unsentDir, file), content);
    const smtp = await startSmtpServer();
    const setAside: SetAsideMail[] = [];
    const errors: unknown[] = [];
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Apogee <no-reply@apogee.local>',
        outboxDir,
      },
      {
        retryIntervalMs: 100,
        onSetAside: (problem) => setAside.push(problem),
        onError: (err) => errors.push(err),
      },
    );
    const sent = async () => {
      for (let i = 0; i < 100 && smtp.received.length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300)); // a few more rounds
    };
    const close = async () => {
      mailer.close?.();
      await smtp.close();
    };
    return { unsentDir, smtp, setAside, errors, sent, close };
  }

  it('sets aside a cut-short and an empty file, reports them by name only, sends the rest', async () => {
    const cut = JSON.stringify({ ...good, to: 'secret-reader@example.com' }).slice(0, 30);
    const o = await outboxWith({
      '2024-01-01-a-000000001-cut.json': cut,
      '2024-01-01-a-000000002-empty.json': '',
      '2024-01-01-a-000000003-array.json': '[1,2]',
      '2024-01-01-a-000000004-good.json': JSON.stringify(good),
    });
    try {
      await o.sent();
      expect(o.smtp.received).toHaveLength(1);
      expect(o.smtp.received[0]).toContain('Subject: Your code');
      expect(await readdir(o.unsentDir)).toEqual(['rejected']);
      expect((await readdir(join(o.unsentDir, 'rejected'))).sort()).toEqual([
        '2024-01-01-a-000000001-cut.json',
        '2024-01-01-a-000000002-empty.json',
        '2024-01-01-a-000000003-array.json',
      ]);
      // Moved, not rewritten: what was there can still be looked at.
      expect(
        await readFile(join(o.unsentDir, 'rejected', '2024-01-01-a-000000001-cut.json'), 'utf8'),
      ).toBe(cut);
      expect(o.setAside).toEqual(
        ['cut', 'empty', 'array'].map((what, i) => ({
          file: `2024-01-01-a-00000000${i + 1}-${what}.json`,
          reason: 'not an email',
          movedTo: join(o.unsentDir, 'rejected', `2024-01-01-a-00000000${i + 1}-${what}.json`),
        })),
      );
      expect(JSON.stringify(o.setAside)).not.toContain('secret-reader');
      expect(o.errors).toEqual([]);
      expect(rejections).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('reports a file gone between listing and reading, and still sends the others', async () => {
    const o = await outboxWith({ '2024-01-01-b-000000002-good.json': JSON.stringify(good) });
    // Listed but not readable: what the retry meets when the file is removed after the
    // folder was listed (a link whose target was deleted, so it happens every round).
    await symlink(
      join(o.unsentDir, 'deleted.json'),
      join(o.unsentDir, '2024-01-01-b-000000001-gone.json'),
    );
    try {
      await o.sent();
      expect(o.smtp.received).toHaveLength(1);
      expect(o.setAside[0]).toEqual({
        file: '2024-01-01-b-000000001-gone.json',
        reason: 'vanished',
        movedTo: null,
      });
      expect(await readdir(o.unsentDir)).toEqual(['2024-01-01-b-000000001-gone.json']);
      expect(rejections).toEqual([]);
    } finally {
      await o.close();
    }
  });
});

describe('outbox files are written whole', () => {
  it('a reader listing *.json never reads half an email, and no temporary file stays', async () => {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'apogee-outbox-')), 'outbox');
    const mailer = createMailer({ from: 'Apogee <no-reply@apogee.local>', outboxDir });
    // Large enough that writing one file takes several system calls.
    const text = 'Orbit. '.repeat(300_000);
    let writing = true;
    const halfRead: string[] = [];
    const reader = (async () => {
      while (writing) {
        const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.json'),
        );
        for (const file of files) {
          const content = await readFile(join(outboxDir, file), 'utf8');
          try {
            JSON.parse(content);
          } catch {
            halfRead.push(file);
          }
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mailer.send({ to: `reader${i}@example.com`, subject: `Issue ${i}`, text }),
      ),
    );
    writing = false;
    await reader;
    expect(halfRead).toEqual([]);
    const files = await readdir(outboxDir);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(12);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(12);
    expect(files).toHaveLength(24);
  });

  it('an email SMTP could not take is kept whole, with no temporary file beside it', async () => {
    const outboxDir = join(await mkdtemp(join(tmpdir(), 'apogee-outbox-')), 'outbox');
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: 'Apogee <a@b.c>', outboxDir },
      { retryIntervalMs: 60_000 },
    );
    try {
      await mailer.send(keptCode());
      const files = await readdir(join(outboxDir, 'unsent'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[\w-]+\.json$/);
      expect(
        JSON.parse(await readFile(join(outboxDir, 'unsent', files[0] as string), 'utf8')),
      ).toEqual(keptCode());
    } finally {
      mailer.close?.();
    }
  });
});

function keptCode() {
  return { to: 'navigator@example.com', subject: 'Your code', text: 'Code 111222' };
}

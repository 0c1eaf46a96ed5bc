import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../lib/mailer';
import { freshIp, signUp } from '../testing/helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
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

import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { createRawEmailWriter, type NewsletterEmail } from './raw-message';

const FROM = 'Apogee <newsletter@apogee.example>';
const NOW = new Date('2026-11-28T02:00:00Z');

const email = (to: string, token: string): NewsletterEmail => ({
  to,
  subject: 'Apogee — the week in aviation and space',
  text: `This week: Artemis, été.\n\n${'A launch, a landing.\n'.repeat(3)}Unsubscribe: https://apogee.example/newsletter/unsubscribe?token=${token}\n`,
  html: `<h1>Cette semaine — Artemis</h1>${'<p>An article about a launch, with a picture and a link to it.</p>'.repeat(4)}<a href="https://apogee.example/newsletter/unsubscribe?token=${token}&amp;x=1">Unsubscribe</a>`,
  messageId: `<${token}.send-1@apogee.example>`,
  headers: {
    'List-Unsubscribe': `<https://apogee.example/api/newsletter/one-click-unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
});

/** Header lines unfolded, by lower-case name; the boundary left out. */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  headers['content-type'] = (headers['content-type'] ?? '').replace(/boundary=".*"/, 'boundary');
  return headers;
}

/**
 * Each part's type and decoded text, in order. Line ends as SMTP carries them: the composer's
 * build() keeps the text's own, and nodemailer's SMTP connection turns them into CRLF.
 */
function partsOf(built: string): { type: string; body: string }[] {
  const raw = built.replace(/\r?\n/g, '\r\n');
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const encoded = rest.join('\r\n\r\n').replace(/\r?\n$/, '');
      const body = /quoted-printable/i.test(head)
        ? Buffer.from(
            encoded
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : encoded;
      return { type: /Content-Type: ([^;\r\n]+)/i.exec(head)?.[1] ?? '', body };
    });
}

async function composed(message: NewsletterEmail): Promise<string> {
  const composer = new MailComposer({ from: FROM, date: NOW, ...message });
  return (await composer.compile().build()).toString('utf8');
}

describe('newsletter emails written from their send’s template', () => {
  it('say what nodemailer’s composer says, for each reader', async () => {
    const writer = createRawEmailWriter(FROM);
    for (const [to, token] of [
      ['ada@example.com', 'tok_A1'],
      ['grace@example.org', 'tok_B2'],
    ] as const) {
      const message = email(to, token);
      const written = await writer.write(message, NOW);
      const expected = await composed(message);
      expect(written?.envelope).toEqual({ from: 'newsletter@apogee.example', to: [to] });
      expect(headersOf(written?.raw ?? '')).toEqual(headersOf(expected));
      expect(partsOf(written?.raw ?? '')).toEqual(partsOf(expected));
      expect(partsOf(written?.raw ?? '').map((part) => part.body)).toEqual([
        message.text.replace(/\n/g, '\r\n'),
        message.html,
      ]);
    }
  });

  it('keeps quoted-printable lines within 76 characters and headers within 998, CRLF', async () => {
    const written = await createRawEmailWriter(FROM).write(
      email('ada@example.com', 'x'.repeat(120)),
    );
    const lines = (written?.raw ?? '').split('\r\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(998);
    const body = (written?.raw ?? '').split('\r\n\r\n').slice(1).join('\r\n\r\n');
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(/[^\r]\n/.test(written?.raw ?? '')).toBe(false);
  });

  it('leaves to the composer an email whose address or header it cannot write as it is', async () => {
    const writer = createRawEmailWriter(FROM);
    expect(await writer.write(email('zoë@exämple.com', 'tok'))).toBeNull();
    const folded = { ...email('ada@example.com', 'tok'), messageId: '<a\r\nBcc: x@y.z>' };
    expect(await writer.write(folded)).toBeNull();
  });
});

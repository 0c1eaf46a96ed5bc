import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  messageId: string;
  headers: Map<string, string>;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Distinct Message-IDs each recipient received. */
  idsByRecipient(): Map<string, Set<string>>;
  close(): Promise<void>;
}

/** Header lines unfolded, names lower-cased. */
function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A real SMTP server on a free local port that keeps what it accepts. Recipients in `refuse`
 * are answered 550 (a permanent failure), as a mail server does for an unknown mailbox.
 */
export async function startSmtpSink(refuse: string[] = []): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refused = new Set(refuse.map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = parseHeaders(Buffer.concat(chunks).toString('utf8'));
        for (const rcpt of session.envelope.rcptTo)
          received.push({
            to: rcpt.address.toLowerCase(),
            messageId: headers.get('message-id') ?? '',
            headers,
          });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: expected here, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    idsByRecipient() {
      const map = new Map<string, Set<string>>();
      for (const mail of received) {
        const ids = map.get(mail.to) ?? new Set<string>();
        ids.add(mail.messageId);
        map.set(mail.to, ids);
      }
      return map;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Newsletter emails as nodemailer would write them, composed once per send instead of once
// per reader. nodemailer's composer builds a tree of streams for every message, and on this
// machine that was half of the sender's CPU per email (0.45 of 0.93 ms), the ceiling of a
// send (about 530 emails/s against the 1,000 the newsletter promises). Every email of one send
// has the same sender, subject and structure; only the reader's address, the Message-ID, the
// unsubscribe header and the two bodies (their unsubscribe and preferences links) differ. So
// the composer writes one template per send with markers in those places, and each email is
// the template with the markers replaced: the bodies quoted-printable encoded by nodemailer's
// own encoder, exactly as its composer encodes them.
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';

/** One email of a send, as the sender hands it over. */
export interface NewsletterEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers?: Record<string, string>;
}

/** An email ready for the SMTP connection: its envelope and its bytes. */
export interface RawEmail {
  envelope: { from: string; to: string[] };
  raw: string;
}

const TEXT_MARKER = 'APOGEE-TEXT-BODY-MARKER';
const HTML_MARKER = 'APOGEE-HTML-BODY-MARKER';
const TO_MARKER = 'apogee-recipient-marker@apogee.invalid';
const MESSAGE_ID_MARKER = '<apogee-message-id-marker@apogee.invalid>';
const headerMarker = (index: number) => `APOGEE-HEADER-MARKER-${index}`;
/** nodemailer's Date line, as its composer writes it. */
const DATE_LINE = /^Date: .*$/m;

/** Printable ASCII only: what goes into a header as it is, with no encoding to choose. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** A body as nodemailer's composer writes a quoted-printable part: CRLF lines of at most 76. */
function encodeBody(body: string): string {
  return wrapQuotedPrintable(quotedPrintable(body.replace(/\r?\n/g, '\r\n')), 76);
}

/** The template of one kind of email: its bytes with markers, and what they must be. */
interface Template {
  raw: string;
  envelopeFrom: string;
  headerNames: string[];
  hasHtml: boolean;
}

/** The key emails share a template by: everything but the reader's own parts. */
function templateKey(from: string, email: NewsletterEmail): string {
  return JSON.stringify([from, email.subject, Object.keys(email.headers ?? {}), !!email.html]);
}

async function compileTemplate(from: string, email: NewsletterEmail): Promise<Template> {
  const headerNames = Object.keys(email.headers ?? {});
  const quoted = (content: string) => ({
    content,
    contentTransferEncoding: 'quoted-printable',
  });
  const composer = new MailComposer({
    from,
    to: TO_MARKER,
    subject: email.subject,
    messageId: MESSAGE_ID_MARKER,
    headers: Object.fromEntries(headerNames.map((name, i) => [name, headerMarker(i)])),
    text: quoted(TEXT_MARKER),
    ...(email.html ? { html: quoted(HTML_MARKER) } : {}),
  });
  const raw = (await composer.compile().build()).toString('utf8');
  const envelopeFrom = addressparser(from, { flatten: true })[0]?.address ?? from;
  return { raw, envelopeFrom, headerNames, hasHtml: !!email.html };
}

/** `template` with each marker replaced once by `value`; null when a marker is not there once. */
function replaceOnce(template: string, marker: string, value: string): string | null {
  const at = template.indexOf(marker);
  if (at === -1 || template.indexOf(marker, at + marker.length) !== -1) return null;
  return template.slice(0, at) + value + template.slice(at + marker.length);
}

function fill(template: Template, email: NewsletterEmail, now: Date): string | null {
  let raw: string | null = template.raw.replace(
    DATE_LINE,
    `Date: ${now.toUTCString().replace(/GMT/, '+0000')}`,
  );
  const parts: [string, string][] = [
    [TO_MARKER, email.to],
    [MESSAGE_ID_MARKER, email.messageId],
    ...template.headerNames.map((name, i): [string, string] => [
      headerMarker(i),
      email.headers?.[name] ?? '',
    ]),
    [TEXT_MARKER, encodeBody(email.text)],
  ];
  if (template.hasHtml) parts.push([HTML_MARKER, encodeBody(email.html ?? '')]);
  for (const [marker, value] of parts) {
    raw = replaceOnce(raw, marker, value);
    if (raw === null) return null;
  }
  return raw;
}

/** Templates kept: a send is one template; a few sends may go out at once. */
const MAX_TEMPLATES = 16;

/**
 * Writes the emails of sends from their templates. `write` answers null for an email it must
 * leave to nodemailer's composer: a reader's address, Message-ID or header that is not plain
 * ASCII (the composer would encode it), which the template cannot know how to write.
 */
export function createRawEmailWriter(from: string) {
  const templates = new Map<string, Promise<Template>>();
  return {
    async write(email: NewsletterEmail, now = new Date()): Promise<RawEmail | null> {
      const values = [email.to, email.messageId, ...Object.values(email.headers ?? {})];
      if (!values.every((value) => PLAIN_ASCII.test(value))) return null;
      const key = templateKey(from, email);
      let template = templates.get(key);
      if (!template) {
        template = compileTemplate(from, email);
        templates.set(key, template);
        const oldest = templates.keys().next();
        if (templates.size > MAX_TEMPLATES && !oldest.done) templates.delete(oldest.value);
        template.catch(() => templates.delete(key));
      }
      const ready = await template;
      const raw = fill(ready, email, now);
      return raw === null ? null : { envelope: { from: ready.envelopeFrom, to: [email.to] }, raw };
    },
  };
}

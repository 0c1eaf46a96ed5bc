import { describe, expect, it } from 'vitest';
import { classifyFailure } from './transport';

// nodemailer's errors as its SMTP connection reports them (code, responseCode, command).
const smtpError = (responseCode: number | undefined, command: string, code = 'EENVELOPE') =>
  Object.assign(new Error('refused'), { responseCode, command, code });

describe('a failed delivery', () => {
  it('bounces the address only when the server refuses the recipient for good', () => {
    expect(classifyFailure(smtpError(550, 'RCPT TO'))).toBe('bounce');
    expect(classifyFailure(smtpError(450, 'RCPT TO'))).toBe('retry');
  });

  it('fails only the message when the server refuses its content for good', () => {
    expect(classifyFailure(smtpError(554, 'DATA', 'EMESSAGE'))).toBe('reject');
  });

  it('retries what is about the sender or the connection, not the reader', () => {
    expect(classifyFailure(smtpError(535, 'AUTH PLAIN', 'EAUTH'))).toBe('retry');
    expect(classifyFailure(smtpError(553, 'MAIL FROM'))).toBe('retry');
    expect(classifyFailure(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(
      'retry',
    );
  });
});

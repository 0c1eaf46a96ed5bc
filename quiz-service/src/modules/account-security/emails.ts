import { EMAIL_CHANGE_TTL_HOURS } from '@apogee/contracts/account-security';

/** "amelia@example.com" → "a…@example.com": enough for the owner to recognise, little more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}…${email.slice(at)}` : '…';
}

const signature = ['', 'Apogee'];
const notYou = (siteUrl: string) =>
  `If this was not you, reset your password now at ${siteUrl}/login ("Forgot Password"): that signs everyone out of your account.`;

/** To the new address: the link that makes it the account's address. */
export function confirmNewEmail(name: string, link: string) {
  return {
    subject: 'Confirm your new Apogee email address',
    text: [
      `Hello ${name},`,
      '',
      'To make this the email address of your Apogee account, open this link:',
      link,
      '',
      `It works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this email: nothing changes.`,
      ...signature,
    ].join('\n'),
  };
}

/** To the current address, when a new one is asked for: the owner hears of it first. */
export function emailChangeRequested(name: string, newEmail: string, siteUrl: string) {
  return {
    subject: 'Your Apogee email address is about to change',
    text: [
      `Hello ${name},`,
      '',
      `Someone signed in to your Apogee account asked to change its email address to ${maskEmail(newEmail)}.`,
      'The change happens only when the link sent to that address is opened.',
      '',
      notYou(siteUrl),
      ...signature,
    ].join('\n'),
  };
}

export function passwordChanged(name: string, siteUrl: string) {
  return {
    subject: 'Your Apogee password was changed',
    text: [
      `Hello ${name},`,
      '',
      'The password of your Apogee account was just changed, and its other sessions were signed out.',
      '',
      notYou(siteUrl),
      ...signature,
    ].join('\n'),
  };
}

export function usernameChanged(name: string, username: string, siteUrl: string) {
  return {
    subject: 'Your Apogee username was changed',
    text: [
      `Hello ${name},`,
      '',
      `The username of your Apogee account is now ${username}. Its other sessions were signed out.`,
      '',
      notYou(siteUrl),
      ...signature,
    ].join('\n'),
  };
}

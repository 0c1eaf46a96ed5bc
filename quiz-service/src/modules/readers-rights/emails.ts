/**
 * To the address of an account just erased: the one e-mail that still names it, and it names
 * no one by name (the account's name is gone too).
 */
export function accountDeleted(siteUrl: string) {
  return {
    subject: 'Your Apogee account has been deleted',
    text: [
      'Hello,',
      '',
      'Your Apogee account and the personal data kept with it have been deleted, as asked.',
      'Your quiz answers are kept only as anonymous figures for the questions, with nothing that',
      'links them to you.',
      '',
      `You can make a new account at any time at ${siteUrl}/signup.`,
      '',
      'Apogee',
    ].join('\n'),
  };
}

import type { PageSeed } from '../types';
import { company } from '../company';

export const privacyPolicy: PageSeed = {
  title: 'Privacy Policy',
  slug: 'privacy-policy',
  images: [],
  body: `
This policy explains what personal data ${company.name} collects when you use the Apogee website,
why we collect it, how long we keep it and the rights you have over it. We have written it to be
read, not just to be agreed to. It was last updated on 1 November 2026.

## Who we are

${company.name} ("we", "us") publishes Apogee and is the **controller** of the personal data
described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection
Act 2018. Our postal address is ${company.postalAddress}. You can write to us about anything in
this policy at **${company.privacyEmail}**.

## What we collect and why

### When you simply read the site

You can read articles, magazines and stories without an account. Our servers record technical
details of each request (IP address, browser type, the page asked for and the time) in logs that
we use to keep the site running and secure. Our lawful basis is our **legitimate interest** in
operating a safe and reliable service.

### Reader accounts

If you create an account we store your first and last name, username, email address and
password. Passwords are stored only as a salted hash: nobody at Apogee can read them. You may add a
profile picture, a short biography and your profession; these are optional. We use this data to
provide the account features you asked for, so our lawful basis is **performance of a contract**.

### Quiz answers and scores

When you answer a quiz question while signed in, we store the question, the option you chose,
whether it was correct, the time you took and when you answered. We use this only to show you your
own score dashboard and quiz history. Nobody else can see your results.

### Comments and stories

Comments you post are shown publicly under the article. If you are signed in, the comment is
linked to your account and shown with your name; if you are not, it is shown without a name. To
stop spam and abuse we keep the IP address a comment was sent from for 30 days. Stories you submit are kept as drafts until an editor reviews them; if we publish
one, it appears with its title and description.

### Newsletter

If you subscribe, we store your name and email address and the dates you subscribed and
confirmed. We send a confirmation email first and only start sending the newsletter once you have
confirmed, so our lawful basis is your **consent**. Every newsletter contains a one-click
unsubscribe link, and you can withdraw consent at any time.

### Contact messages

When you use the contact form we keep your name, email address, phone number if you give it, and
your message, so that we can reply and keep a record of the conversation.

## Cookies

We use a small number of cookies:

- a **session cookie** that keeps you signed in (strictly necessary; it lasts for your browser
  session, or 30 days if you choose "Remember me");
- **cookieAccepted** and **cookiePreferences**, which remember your cookie choices for 365 days.

We do not load any analytics, advertising or social-media tracking without your consent. You can
change your choices at any time from the cookie banner, or delete cookies in your browser.

## Who we share data with

We do not sell personal data. We share it only with service providers who process it on our
behalf under written contracts: our hosting provider, our email delivery service and our backup
storage. Where a provider stores data outside the UK, we rely on an adequacy decision or on the
International Data Transfer Agreement to protect it. We will disclose data to authorities only
where the law requires it.

## How long we keep it

- **Account data** is kept while your account exists and deleted within 30 days of you closing it.
- **Quiz answers** are kept as long as your account exists, and deleted with it.
- **Newsletter data** is kept until you unsubscribe; we then keep only your email address on a
  suppression list so that we never write to you again by mistake.
- **Contact messages** are kept for 24 months after our last reply.
- **Comments** stay published until you or we remove them.
- **Server logs** are deleted after 30 days.
- **Password reset codes** expire after 10 minutes and are stored only in hashed form.

## Your rights

Under the UK GDPR you have the right to:

1. ask for a copy of the personal data we hold about you;
2. have inaccurate data corrected;
3. have your data erased;
4. restrict or object to our processing of it;
5. receive the data you gave us in a portable format;
6. withdraw your consent at any time, where we rely on consent.

You can correct most profile details yourself from the Edit Profile page. For anything else,
write to ${company.privacyEmail}. We will answer within one month and will not charge you unless a
request is clearly unfounded or excessive.

## Children

Apogee is written for a general audience. Accounts are not intended for children under 13, and we
do not knowingly collect personal data from them. If you believe a child has created an account,
please contact us and we will delete it.

## Security

We protect data with encrypted connections, hashed passwords, access limited to the staff who need
it, and regular backups. No system is perfectly secure, but we will tell you and the Information
Commissioner's Office without undue delay if a breach puts your rights at risk.

## Complaints

If you are unhappy with how we have handled your data, please tell us first so we can try to put
it right. You also have the right to complain to the **Information Commissioner's Office**, the UK
regulator for data protection, at https://ico.org.uk.

## Changes to this policy

If we change this policy in a way that matters, we will update the date at the top and, where you
have an account or a newsletter subscription, tell you by email before the change takes effect.
`.trim(),
};

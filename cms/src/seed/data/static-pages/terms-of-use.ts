import type { PageSeed } from '../types';
import { company } from '../company';

export const termsOfUse: PageSeed = {
  title: 'Terms of Use',
  slug: 'terms-of-use',
  images: [],
  body: `
These terms govern your use of the Apogee website, including its articles, magazine reader,
stories, quiz, comments and reader accounts. By using the site you agree to them, so please read
them carefully. They were last updated on 1 November 2026.

## 1. Who we are

Apogee is published by **${company.name}**, a company registered in England and Wales, whose
address is ${company.postalAddress}. You can contact us at ${company.editorialEmail}.

## 2. Using the site

Most of Apogee can be read without an account. You may use the site for your own personal,
non-commercial purposes. You agree not to:

- copy, republish or sell our content except as these terms allow;
- use automated tools to scrape, harvest or download the site in bulk;
- try to gain access to parts of the site, accounts or systems that are not yours;
- interfere with the site's security or performance, or introduce malicious code;
- use the site in any way that breaks the law or infringes anyone's rights.

We may change, suspend or withdraw any part of the site, for example to carry out maintenance. We
will try to give notice of planned changes that affect registered readers.

## 3. Your account

To answer quiz questions, keep a score history or submit a story you need a free account. You
must be at least 13 years old to create one. Please give accurate details and keep your password
to yourself: you are responsible for what happens under your account. If you think someone else
has used it, change your password and tell us straight away.

You can close your account at any time by contacting us. We may suspend or close an account that
breaks these terms, and will tell you why unless the law or the safety of others prevents it.

## 4. Comments and stories you send us

You keep the rights to anything you write or upload. By posting a comment or submitting a story,
you give ${company.name} a worldwide, non-exclusive, royalty-free licence to publish, display,
edit for length and clarity, and promote it on Apogee and its social channels. You can ask us to
remove your contribution at any time.

You confirm that what you send is your own work or that you have permission to share it, and that
it is not unlawful, defamatory, hateful, harassing, misleading or an infringement of anyone's
rights. Submitted stories are kept as drafts and appear only once an editor has approved them. We
may refuse, edit or remove any contribution that breaks these terms, without notice.

## 5. The quiz

The quiz is for learning and enjoyment. Scores are kept for your own use and carry no prize or
qualification. We check questions carefully, but if you believe an answer is wrong, please tell
us and we will review it.

## 6. Our content

The articles, magazine issues, stories, quiz questions, pictures, logos and design of Apogee are
owned by ${company.name} or used under licence, and are protected by copyright and other
intellectual property laws. You may share links to our pages and quote short extracts with a
clear credit and a link to the original. Any other use needs our written permission.

## 7. Magazine purchases

The online magazine reader is free. Printed issues are sold through a separate shop, which has its
own terms of sale and privacy notice; your contract for a printed issue is with that shop, not
with us.

## 8. Information, not advice

Apogee publishes general information about aviation, spaceflight and related subjects. Nothing on
the site is operational, training or safety guidance. Never use it in place of official
publications, approved flight manuals, air traffic instructions or the advice of a qualified
instructor. We work hard to be accurate, but we do not promise that every item is complete or
up to date.

## 9. Links to other websites

We link to other sites where we think they will help you. We do not control them and are not
responsible for their content, availability or privacy practices.

## 10. Our liability

Nothing in these terms limits or excludes our liability for death or personal injury caused by
our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be
limited or excluded under the law of England and Wales.

Subject to that, we are not liable for any loss that was not reasonably foreseeable, for any
business loss (including lost profits, revenue or opportunity), or for any loss caused by events
outside our reasonable control. Because the site is provided free of charge, our total liability
to you in connection with it is limited to £100. If you are a consumer, these terms do not affect
your statutory rights.

## 11. Privacy

How we handle your personal data is described in our [Privacy Policy](/privacy-policy), which
forms part of these terms.

## 12. Changes to these terms

We may update these terms from time to time. The date at the top shows when they last changed.
If a change significantly affects registered readers, we will tell them by email before it takes
effect. Continuing to use the site after a change means you accept the updated terms.

## 13. General

If any part of these terms is found to be unenforceable, the rest remains in force. If we do not
enforce a right straight away, we may still enforce it later. These terms are the whole agreement
between you and us about your use of the site.

## 14. Governing law

These terms, and any dispute or claim arising out of or in connection with them or with your use
of the site, are governed by the **law of England and Wales**. The courts of England and Wales
have exclusive jurisdiction, except that if you live in Scotland or Northern Ireland you may also
bring proceedings in your local courts.

## 15. Contact

Questions about these terms are welcome at ${company.editorialEmail}, or by post to
${company.postalAddress}.
`.trim(),
};

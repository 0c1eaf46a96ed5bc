import type { PageSeed } from '../types';
import { company } from '../company';

export const informationPolicy: PageSeed = {
  title: 'Information Policy',
  slug: 'information-policy',
  images: [],
  body: `
This page sets out the standards Apogee's editorial team works to, how we handle mistakes and how
you can hold us to these promises. It applies to everything we publish: articles, magazine
issues, visual stories and quiz questions.

## Editorial standards

We aim to be **accurate, clear and fair**. Every article is read by at least one editor other than
its writer before it is published. Technical claims (figures, dates, speeds, distances, the names
of missions and aircraft) are checked against a reliable source. When something is uncertain, such
as a launch date or a programme's budget, we say so rather than pick the most exciting version.

We separate fact from opinion. Analysis and comment pieces are labelled, and they still have to
rest on facts that are correct.

## Sources

We prefer primary sources: reports from accident investigation bodies, official documents from
space agencies and regulators, peer-reviewed papers, manufacturers' technical data and interviews
with people who did the work. Where we rely on another publication's reporting, we credit it and
link to it. We do not publish anonymous claims unless we have verified them independently and
explain why the source cannot be named.

## Written by people

Our articles, magazine features, stories and quiz questions are researched and written by people
on our editorial team. We do not publish text produced by generative AI tools. The illustrations
on the site are made in-house by our own design team and tools and are never presented as
photographs of real events.

## Corrections

We will sometimes get things wrong. When we do, we correct the article promptly and add a note at
the end saying what was changed and when. We do not quietly rewrite published work. Small changes
that do not alter meaning, such as a spelling fix, are made without a note.

If you spot an error, write to **${company.editorialEmail}** with the page address and what you
believe is wrong. We aim to reply within five working days and to publish any correction as soon
as we have checked it.

## Conflicts of interest

Our writers do not cover companies in which they hold shares or from which they receive payment.
We do not accept payment for coverage. If a manufacturer or agency pays for travel to an event,
the article says so. Any sponsored content is clearly marked as sponsored, is kept apart from our
journalism and never appears as an editorial article.

## Comments and reader contributions

Comments and reader stories are welcome, but we moderate them to keep the conversation civil and
on topic. Reader stories are reviewed by an editor before publication, and publishing one does
not mean we endorse every view in it.

## Complaints

If you believe we have fallen short of these standards, contact the editor at
${company.editorialEmail}. Every complaint is read by a senior editor, and we explain our decision
in writing.
`.trim(),
};

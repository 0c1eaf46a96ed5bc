// The newsroom's home in the admin: what is waiting for review, what is scheduled, the readers'
// stories to moderate and what went out last. Each widget reads the content manager's own
// lists (or /newsroom/submissions, which asks the quiz-service who sent each story).
import { EntryList, editPath, personName, when, type ListedEntry } from './entry-list';
import { useAdminData } from './use-entries';
import { FIGURES_UNAVAILABLE, figuresLine } from '../../newsroom/question-figures';

const CM = '/content-manager/collection-types';
const BLOG = 'api::blog.blog';
const SCHEDULED_TYPES = [
  { uid: 'api::blog.blog', label: 'Article' },
  { uid: 'api::magazine.magazine', label: 'Issue' },
  { uid: 'api::story.story', label: 'Story' },
];

interface Row {
  documentId: string;
  title?: string;
  updatedAt?: string;
  publishAt?: string | null;
  unpublishAt?: string | null;
  publicationDate?: string | null;
  createdBy?: { firstname?: string; lastname?: string } | null;
}
const rowsOf = (answer: unknown) => ((answer as { results?: Row[] }).results ?? []) as Row[];

export function InReview() {
  const { value, error } = useAdminData(
    [
      `${CM}/${BLOG}?page=1&pageSize=8&sort=updatedAt:ASC&filters[$and][0][reviewStage][$eq]=In review`,
    ],
    ([answer]): ListedEntry[] =>
      rowsOf(answer).map((row) => ({
        key: row.documentId,
        title: row.title || 'Untitled',
        to: editPath(BLOG, row.documentId),
        detail: `${personName(row.createdBy) || 'An author'} · waiting since ${when(row.updatedAt)}`,
      })),
  );
  return <EntryList entries={value} error={error} empty="Nothing is waiting for review." />;
}

export function Scheduled() {
  const { value, error } = useAdminData(
    SCHEDULED_TYPES.map(
      ({ uid }) =>
        `${CM}/${uid}?page=1&pageSize=20&filters[$or][0][publishAt][$notNull]=true&filters[$or][1][unpublishAt][$notNull]=true`,
    ),
    (answers): ListedEntry[] =>
      answers
        .flatMap((answer, i) =>
          rowsOf(answer).flatMap((row) => {
            const type = SCHEDULED_TYPES[i]!;
            const moves = [
              row.publishAt ? { at: row.publishAt, what: 'publishes' } : null,
              row.unpublishAt ? { at: row.unpublishAt, what: 'comes off the site' } : null,
            ].filter((move): move is { at: string; what: string } => move !== null);
            return moves.map((move) => ({
              at: move.at,
              entry: {
                key: `${row.documentId}-${move.what}`,
                title: row.title || 'Untitled',
                to: editPath(type.uid, row.documentId),
                detail: `${type.label} · ${move.what} ${when(move.at)}`,
              },
            }));
          }),
        )
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(0, 8)
        .map(({ entry }) => entry),
  );
  return <EntryList entries={value} error={error} empty="Nothing is scheduled." />;
}

interface Submission {
  documentId: string;
  title: string;
  submittedAt: string;
  submitter: { username: string; email: string } | null;
}

export function ReaderSubmissions() {
  const { value, error } = useAdminData(['/newsroom/submissions'], ([answer]) => {
    const { submissions, unavailable } = answer as {
      submissions: Submission[];
      unavailable: boolean;
    };
    if (unavailable) throw new Error('unavailable');
    return submissions.map((story) => ({
      key: story.documentId,
      title: story.title,
      to: editPath('api::story.story', story.documentId),
      detail: story.submitter
        ? `${story.submitter.username} <${story.submitter.email}> · sent ${when(story.submittedAt)}`
        : `A reader whose account is gone · sent ${when(story.submittedAt)}`,
    }));
  });
  return (
    <EntryList
      entries={value}
      error={error}
      empty="No reader stories are waiting for moderation."
    />
  );
}

export function RecentlyPublished() {
  const { value, error } = useAdminData(
    [`${CM}/${BLOG}?page=1&pageSize=6&sort=publicationDate:DESC&status=published`],
    ([answer]): ListedEntry[] =>
      rowsOf(answer).map((row) => ({
        key: row.documentId,
        title: row.title || 'Untitled',
        to: editPath(BLOG, row.documentId),
        detail: `Published ${when(row.publicationDate)}`,
      })),
  );
  return <EntryList entries={value} error={error} empty="Nothing has been published yet." />;
}

interface MissedQuestion {
  questionId: string;
  question: string;
  answers: number;
  correct: number;
  correctRate: number | null;
}

/** Questions most readers get wrong (src/newsroom/most-missed.ts), lowest share right first. */
export function MostMissed() {
  const { value, error } = useAdminData(['/newsroom/most-missed-questions'], ([answer]) => {
    const { questions, unavailable } = answer as {
      questions: MissedQuestion[];
      unavailable: boolean;
    };
    if (unavailable) throw new Error('unavailable');
    return questions.map((row) => ({
      key: row.questionId,
      title: row.question,
      to: editPath('api::quiz-question.quiz-question', row.questionId),
      detail: figuresLine(row),
    }));
  });
  return (
    <EntryList
      entries={value}
      error={error ? FIGURES_UNAVAILABLE : null}
      empty="No question is missed by most readers."
    />
  );
}

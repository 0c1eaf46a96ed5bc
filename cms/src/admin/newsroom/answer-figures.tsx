// A quiz question's answer figures for editors: "Answered 12 times · 42% right" in a side panel
// of the edit view and in a column of the questions list, flagged when most readers miss it, so
// a question that is unclear (or wrong) stands out.
import { Flex, Typography } from '@strapi/design-system';
import { useAnswerFigures } from './answer-figures-data';
import {
  FIGURES_UNAVAILABLE,
  MOSTLY_MISSED,
  figuresLine,
  mostlyMissed,
} from '../../newsroom/question-figures';

export const QUIZ_QUESTION = 'api::quiz-question.quiz-question';

function AnswerFigures({ documentId, compact }: { documentId: string; compact?: boolean }) {
  const result = useAnswerFigures(documentId);
  const variant = compact ? 'pi' : 'omega';
  if (!result)
    return (
      <Typography variant={variant} textColor="neutral600">
        Loading…
      </Typography>
    );
  if (result === 'unavailable')
    return (
      <Typography variant={variant} textColor="neutral600">
        {FIGURES_UNAVAILABLE}
      </Typography>
    );
  const missed = mostlyMissed(result.figures);
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography variant={variant} textColor={missed ? 'danger600' : 'neutral800'}>
        {figuresLine(result.figures)}
      </Typography>
      {missed ? (
        <Typography variant="pi" fontWeight="bold" textColor="danger600">
          {MOSTLY_MISSED}
        </Typography>
      ) : null}
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
  collectionType: string;
}

/** The edit view's "Readers' answers" panel (quiz questions only). */
export function AnswerFiguresPanel({ model, documentId, collectionType }: PanelProps) {
  if (collectionType !== 'collection-types' || model !== QUIZ_QUESTION || !documentId) return null;
  return {
    title: 'Readers’ answers',
    content: <AnswerFigures documentId={documentId} />,
  };
}

interface ListHeader {
  attribute: { type: string };
  label: { id: string; defaultMessage: string } | string;
  name: string;
  searchable: boolean;
  sortable: boolean;
  cellFormatter?: (row: { documentId: string }) => unknown;
}

/**
 * The content manager's list view hook: an "Answers" column on the quiz questions list. The hook
 * is not told the list's type, so it reads it from the address (the list's own page).
 */
export function addAnswerFiguresColumn<T extends { displayedHeaders: ListHeader[] }>(args: T): T {
  if (!decodeURIComponent(window.location.pathname).includes(`/${QUIZ_QUESTION}`)) return args;
  return {
    ...args,
    displayedHeaders: [
      ...args.displayedHeaders,
      {
        attribute: { type: 'custom' },
        label: { id: 'newsroom.answer-figures', defaultMessage: 'Readers’ answers' },
        name: 'answerFigures',
        searchable: false,
        sortable: false,
        cellFormatter: (row: { documentId: string }) => (
          <AnswerFigures documentId={row.documentId} compact />
        ),
      },
    ],
  };
}

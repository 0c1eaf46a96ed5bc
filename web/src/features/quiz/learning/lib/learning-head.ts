import { withQuizStyles } from '@/features/quiz/lib/quiz-head';
import learningCss from '../components/learning.css?url';

interface Head {
  links?: { rel: string; href: string }[];
}

/** The quiz's stylesheet and the learning loop's: only the pages that show them load them. */
export function withLearningStyles<H extends Head>(head: H): H & { links: Head['links'] } {
  const withQuiz = withQuizStyles(head);
  return {
    ...withQuiz,
    links: [...(withQuiz.links ?? []), { rel: 'stylesheet', href: learningCss }],
  };
}

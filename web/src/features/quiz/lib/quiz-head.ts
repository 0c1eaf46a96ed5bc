import quizCss from '../components/quiz.css?url';

interface Head {
  links?: { rel: string; href: string }[];
}

/** Adds the quiz stylesheet to a route's head: only the quiz pages load it. */
export function withQuizStyles<H extends Head>(head: H): H & { links: Head['links'] } {
  return { ...head, links: [...(head.links ?? []), { rel: 'stylesheet', href: quizCss }] };
}

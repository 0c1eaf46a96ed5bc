import { createContext, useContext, type ReactNode } from 'react';

export interface ArticleActionsProps {
  slug: string;
  title: string;
  /** `card`: on an article card; `page`: in the article's header. */
  look?: 'card' | 'page';
}

/**
 * What a reader can do with an article besides reading it (save it for later), provided by the
 * site's root route: the blog's cards and article page show it without knowing the feature.
 */
export const ArticleActionsContext = createContext<
  ((props: ArticleActionsProps) => ReactNode) | null
>(null);

/** Where a card or an article shows the reader's actions; nothing when none are provided. */
export function ArticleActions(props: ArticleActionsProps) {
  const render = useContext(ArticleActionsContext);
  return render ? render(props) : null;
}

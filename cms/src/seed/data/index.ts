import type { ContentPack } from './types';
import { articles } from './articles';
import { authors } from './authors';
import { categories } from './categories';
import { home } from './home';
import { magazines } from './magazines';
import { pages } from './pages';
import { publisher } from './publisher';
import { quizQuestions } from './quiz-questions';
import { siteSettings } from './site-settings';
import { stories } from './stories';
import { tags } from './tags';

/** The whole original sample content pack, as the seeder reads it. */
export const contentPack: ContentPack = {
  categories,
  tags,
  articles,
  magazines,
  stories,
  quizQuestions,
  pages,
  siteSettings,
  home,
  publisher,
  authors,
};

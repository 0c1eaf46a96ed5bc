import type { FastifyBaseLogger } from 'fastify';
import { quizApiMessages, type RelatedArticle } from '@apogee/contracts/quiz';
import { AppError } from '../../lib/errors';
import { CmsError, type CmsClient } from '../../plugins/cms-client';

export type Difficulty = 'easy' | 'medium' | 'hard';
const DIFFICULTIES: readonly string[] = ['easy', 'medium', 'hard'];

/** A quiz question as the service knows it, answer included (never sent before answering). */
export interface QuizQuestion {
  /** The CMS documentId. */
  id: string;
  question: string;
  options: string[];
  /** Zero-based index of the one correct option. */
  correctOption: number;
  explanation: string;
  relatedArticle: RelatedArticle | null;
  /** Editors' difficulty; null when not set. */
  difficulty: Difficulty | null;
  /** The category of the related article ("Quiz me on Spaceflight"); null without one. */
  category: { slug: string; name: string } | null;
  /** Slug of the magazine issue the question belongs to; null when none. */
  magazine: string | null;
}

/** The REST shape of cms/src/api/quiz-question (Strapi 5, flat attributes). */
export interface CmsQuizQuestion {
  documentId?: unknown;
  question?: unknown;
  explanation?: unknown;
  difficulty?: unknown;
  options?: { text?: unknown; isCorrect?: unknown }[] | null;
  relatedArticle?: {
    slug?: unknown;
    title?: unknown;
    category?: { slug?: unknown; name?: unknown } | null;
  } | null;
  magazine?: { slug?: unknown } | null;
}

const CACHE_KEY = 'quiz-questions';
const ARTICLE =
  'populate[options]=true&populate[relatedArticle][fields][0]=slug&populate[relatedArticle][fields][1]=title';
/** Each populate the CMS may refuse, widest first: the next one is tried after a 400. */
const POPULATES = [
  `${ARTICLE}&populate[relatedArticle][populate][category][fields][0]=slug` +
    `&populate[relatedArticle][populate][category][fields][1]=name&populate[magazine][fields][0]=slug`,
  ARTICLE,
  'populate[options]=true',
];

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A CMS entry as a QuizQuestion, or null when it breaks the one-correct-option rule. */
export function toQuizQuestion(entry: CmsQuizQuestion): QuizQuestion | null {
  const options = Array.isArray(entry.options) ? entry.options : [];
  const correct = options.flatMap((option, index) => (option.isCorrect === true ? [index] : []));
  if (
    typeof entry.documentId !== 'string' ||
    typeof entry.question !== 'string' ||
    options.length < 2 ||
    correct.length !== 1 ||
    options.some((option) => typeof option.text !== 'string')
  )
    return null;
  const article = entry.relatedArticle;
  const articleSlug = text(article?.slug);
  const categorySlug = text(article?.category?.slug);
  return {
    id: entry.documentId,
    question: entry.question,
    options: options.map((option) => String(option.text)),
    correctOption: correct[0] as number,
    explanation: typeof entry.explanation === 'string' ? entry.explanation : '',
    relatedArticle: articleSlug ? { slug: articleSlug, title: text(article?.title) ?? '' } : null,
    difficulty:
      typeof entry.difficulty === 'string' && DIFFICULTIES.includes(entry.difficulty)
        ? (entry.difficulty as Difficulty)
        : null,
    category: categorySlug
      ? { slug: categorySlug, name: text(article?.category?.name) ?? categorySlug }
      : null,
    magazine: text(entry.magazine?.slug),
  };
}

/** All quiz questions from the CMS (every page), cached until the TTL or a CMS webhook. */
export function createQuestionBank(cms: CmsClient, log: FastifyBaseLogger) {
  // Populating the related article (and its category) and the magazine needs the token to read
  // them, and a CMS without those fields yet refuses the populate (400): the questions are then
  // read with less, logged once per step down.
  let step = 0;

  async function readAll(): Promise<CmsQuizQuestion[]> {
    const path = `/api/quiz-questions?${POPULATES[step]}&sort[0]=id:asc`;
    try {
      return await cms.getAllPages<CmsQuizQuestion>('quiz', path);
    } catch (error) {
      if (error instanceof CmsError && error.cmsStatus === 400 && step < POPULATES.length - 1) {
        step += 1;
        log.warn(
          { populate: POPULATES[step] },
          'the CMS refused a quiz question populate; reading questions with less',
        );
        return readAll();
      }
      throw error;
    }
  }

  async function load(): Promise<QuizQuestion[]> {
    const questions: QuizQuestion[] = [];
    let skipped = 0;
    for (const entry of await readAll()) {
      const question = toQuizQuestion(entry);
      if (question) questions.push(question);
      else skipped += 1;
    }
    if (skipped) log.warn({ skipped }, 'quiz questions without exactly one correct option skipped');
    return questions;
  }

  return {
    async all(): Promise<QuizQuestion[]> {
      try {
        return await cms.cached(CACHE_KEY, load);
      } catch (error) {
        if (error instanceof CmsError)
          throw new AppError(502, 'CMS_UNAVAILABLE', quizApiMessages.questionsUnavailable);
        throw error;
      }
    },
    async byId(id: string): Promise<QuizQuestion | undefined> {
      return (await this.all()).find((question) => question.id === id);
    },
  };
}
export type QuestionBank = ReturnType<typeof createQuestionBank>;

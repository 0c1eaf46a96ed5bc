import type { FastifyBaseLogger } from 'fastify';
import { quizMessages, type RelatedArticle } from '@apogee/contracts/quiz';
import { AppError } from '../../lib/errors';
import { CmsError, type CmsClient } from '../../plugins/cms-client';

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
}

/** The REST shape of cms/src/api/quiz-question (Strapi 5, flat attributes). */
interface CmsQuizQuestion {
  documentId?: unknown;
  question?: unknown;
  explanation?: unknown;
  options?: { text?: unknown; isCorrect?: unknown }[] | null;
  relatedArticle?: { slug?: unknown; title?: unknown } | null;
}

const CACHE_KEY = 'quiz-questions';
const WITH_ARTICLE =
  'populate[options]=true&populate[relatedArticle][fields][0]=slug&populate[relatedArticle][fields][1]=title';
const OPTIONS_ONLY = 'populate[options]=true';

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
  return {
    id: entry.documentId,
    question: entry.question,
    options: options.map((option) => String(option.text)),
    correctOption: correct[0] as number,
    explanation: typeof entry.explanation === 'string' ? entry.explanation : '',
    relatedArticle:
      article && typeof article.slug === 'string' && article.slug
        ? { slug: article.slug, title: typeof article.title === 'string' ? article.title : '' }
        : null,
  };
}

/** All quiz questions from the CMS (every page), cached until the TTL or a CMS webhook. */
export function createQuestionBank(cms: CmsClient, log: FastifyBaseLogger) {
  // Populating the related article needs the token to read blogs; without that permission the
  // CMS refuses the populate (400) and the questions are read without their article links.
  let populate = WITH_ARTICLE;

  async function readAll(): Promise<CmsQuizQuestion[]> {
    const path = `/api/quiz-questions?${populate}&sort[0]=id:asc`;
    try {
      return await cms.getAllPages<CmsQuizQuestion>('quiz', path);
    } catch (error) {
      if (error instanceof CmsError && error.cmsStatus === 400 && populate === WITH_ARTICLE) {
        log.warn('the CMS refused to populate relatedArticle; reading questions without it');
        populate = OPTIONS_ONLY;
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
          throw new AppError(502, 'CMS_UNAVAILABLE', quizMessages.questionsUnavailable);
        throw error;
      }
    },
    async byId(id: string): Promise<QuizQuestion | undefined> {
      return (await this.all()).find((question) => question.id === id);
    },
  };
}
export type QuestionBank = ReturnType<typeof createQuestionBank>;

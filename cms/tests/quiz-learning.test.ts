// The CMS side of the quiz's learning loop: a question's difficulty, issue and article (several
// questions per article), the editors' daily challenge picks, and the answer figures the admin
// asks of the quiz-service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { contentManager, editorToken, receivedWebhooks, request, tokens } from './support/client';
import { NEVER_ANSWERED_ID, QUESTION_FIGURES, QUESTION_STATS_PATH } from './support/constants';

const QUESTIONS = '/collection-types/api::quiz-question.quiz-question';
const CHALLENGES = '/collection-types/api::daily-challenge.daily-challenge';
/** The populate the quiz-service's question bank asks for (its widest). */
const BANK_POPULATE =
  'populate[options]=true&populate[relatedArticle][fields][0]=slug&populate[relatedArticle][fields][1]=title' +
  '&populate[relatedArticle][populate][category][fields][0]=slug' +
  '&populate[relatedArticle][populate][category][fields][1]=name&populate[magazine][fields][0]=slug';

interface BankQuestion {
  documentId: string;
  question: string;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  relatedArticle: { slug: string; title: string; category: { slug: string; name: string } } | null;
  magazine: { slug: string } | null;
}

async function bank(query = ''): Promise<BankQuestion[]> {
  const answer = await request<{ data: BankQuestion[] }>(
    `/api/quiz-questions?${BANK_POPULATE}&pagination[pageSize]=100&sort=id:asc${query}`,
    { token: tokens.quiz },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const seededTexts = new Set(contentPack.quizQuestions.map((question) => question.question));

describe('quiz questions: difficulty, issue and article', () => {
  it('are seeded with a difficulty each, several per article and a quiz per recent issue', async () => {
    const seeded = (await bank()).filter((question) => seededTexts.has(question.question));
    expect(seeded).toHaveLength(contentPack.quizQuestions.length);
    expect(seeded.filter((question) => !question.difficulty)).toEqual([]);

    const perArticle = new Map<string, number>();
    for (const question of seeded) {
      const slug = question.relatedArticle?.slug;
      if (slug) perArticle.set(slug, (perArticle.get(slug) ?? 0) + 1);
    }
    const taught = [...perArticle.values()].filter((count) => count >= 2 && count <= 3);
    expect(taught.length).toBeGreaterThanOrEqual(3);
    // The related article comes with its section, as the quiz by category needs.
    const linked = seeded.find((question) => question.relatedArticle);
    expect(linked?.relatedArticle?.category.slug).toMatch(/^[a-z0-9-]+$/);
    expect(linked?.relatedArticle?.category.name).toBeTruthy();

    for (const slug of ['apogee-november-2026', 'apogee-october-2026', 'apogee-september-2026']) {
      const inIssue = seeded.filter((question) => question.magazine?.slug === slug);
      expect(inIssue.length, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('are saved with a difficulty, an issue and an article another question teaches from too', async () => {
    const article = await request<{ data: { documentId: string }[] }>(
      '/api/blogs?filters[slug][$eq]=rocket-engine-cycles',
      { token: tokens.web },
    );
    const issue = await request<{ data: { documentId: string }[] }>(
      '/api/magazines?filters[slug][$eq]=apogee-october-2026',
      { token: tokens.web },
    );
    const created = await contentManager<{ data: { documentId: string } }>(QUESTIONS, 'POST', {
      question: 'What does a turbopump feed into a rocket engine’s combustion chamber?',
      options: [
        { text: 'Propellants at high pressure', isCorrect: true },
        { text: 'Cooling air from outside', isCorrect: false },
      ],
      explanation: 'The turbopump raises the propellants to chamber pressure and beyond.',
      topic: 'Engineering',
      difficulty: 'hard',
      relatedArticle: { connect: [{ documentId: article.body.data[0]!.documentId }] },
      magazine: { connect: [{ documentId: issue.body.data[0]!.documentId }] },
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    try {
      const [saved] = await bank(`&filters[documentId][$eq]=${documentId}`);
      expect(saved).toMatchObject({
        difficulty: 'hard',
        relatedArticle: { slug: 'rocket-engine-cycles' },
        magazine: { slug: 'apogee-october-2026' },
      });
      // The seeded questions on that article keep their link beside the new one.
      const onArticle = await bank('&filters[relatedArticle][slug][$eq]=rocket-engine-cycles');
      expect(onArticle.length).toBeGreaterThanOrEqual(3);
      expect(onArticle.map((question) => question.documentId)).toContain(documentId);

      const wrong = await contentManager<{ error: { message: string } }>(
        `${QUESTIONS}/${documentId}`,
        'PUT',
        { difficulty: 'impossible' },
      );
      expect(wrong.status).toBe(400);
    } finally {
      await contentManager(`${QUESTIONS}/${documentId}`, 'DELETE');
    }
  });
});

describe('daily challenge picks', () => {
  let ids: string[] = [];
  const made: string[] = [];

  beforeAll(async () => {
    ids = (await bank())
      .filter((question) => seededTexts.has(question.question))
      .slice(0, 6)
      .map((question) => question.documentId);
  });
  afterAll(async () => {
    for (const documentId of made) await contentManager(`${CHALLENGES}/${documentId}`, 'DELETE');
  });

  async function create(date: string, questions: string[]) {
    const answer = await contentManager<{
      data: { documentId: string };
      error: { message: string };
    }>(CHALLENGES, 'POST', {
      date,
      questions: { connect: questions.map((documentId) => ({ documentId })) },
    });
    if (answer.status === 201) made.push(answer.body.data.documentId);
    return answer;
  }

  it('keeps the editors’ picks in order for the quiz-service, and tells it of the change', async () => {
    const picks = [ids[4]!, ids[0]!, ids[2]!, ids[1]!, ids[3]!];
    const created = await create('2031-03-14', picks);
    expect(created.status).toBe(201);

    const read = await request<{ data: { date: string; questions: { documentId: string }[] }[] }>(
      '/api/daily-challenges?filters[date][$eq]=2031-03-14&populate[questions][fields][0]=documentId',
      { token: tokens.quiz },
    );
    expect(read.status).toBe(200);
    expect(read.body.data).toHaveLength(1);
    expect(read.body.data[0]!.questions.map((question) => question.documentId)).toEqual(picks);
    // The site reads nothing of it: the picks would spoil the challenge.
    expect((await request('/api/daily-challenges', { token: tokens.web })).status).toBe(403);

    await expect
      .poll(async () =>
        (await receivedWebhooks()).some(
          (call) =>
            call.path === '/hook' &&
            call.body.model === 'daily-challenge' &&
            call.body.documentId === created.body.data.documentId,
        ),
      )
      .toBe(true);
  });

  it('refuses a sixth question, on create and on an edit', async () => {
    const tooMany = await create('2031-03-15', ids);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(
      'A daily challenge has at most 5 questions (6 chosen).',
    );

    const five = await create('2031-03-16', ids.slice(0, 5));
    expect(five.status).toBe(201);
    const edit = await contentManager<{ error: { message: string } }>(
      `${CHALLENGES}/${five.body.data.documentId}`,
      'PUT',
      { questions: { connect: [{ documentId: ids[5]! }], disconnect: [] } },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe('A daily challenge has at most 5 questions (6 chosen).');
    const kept = await request<{ data: { questions: unknown[] }[] }>(
      '/api/daily-challenges?filters[date][$eq]=2031-03-16&populate[questions][fields][0]=documentId',
      { token: tokens.quiz },
    );
    expect(kept.body.data[0]!.questions).toHaveLength(5);
  });

  it('keeps a history: a deleted day comes back from the trash unless its date was taken', async () => {
    const token = await editorToken();
    const first = await create('2031-03-20', ids.slice(0, 2));
    expect(first.status).toBe(201);
    const { documentId } = first.body.data;
    expect((await contentManager(`${CHALLENGES}/${documentId}`, 'DELETE')).status).toBe(200);
    made.splice(made.indexOf(documentId), 1);
    const trash = await request<{ entries: { id: number; documentId: string; title: string }[] }>(
      '/newsroom/trash',
      { token },
    );
    const entry = trash.body.entries.find((item) => item.documentId === documentId);
    expect(entry?.title).toBe('2031-03-20');

    const other = await create('2031-03-20', ids.slice(2, 3));
    expect(other.status).toBe(201);
    const refused = await request<{ error: { message: string } }>(
      `/newsroom/trash/${entry!.id}/restore`,
      { method: 'POST', token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Another entry now has the date “2031-03-20”. Change that entry's date, then restore this one.",
    );

    await contentManager(`${CHALLENGES}/${other.body.data.documentId}`, 'DELETE');
    made.splice(made.indexOf(other.body.data.documentId), 1);
    const restored = await request(`/newsroom/trash/${entry!.id}/restore`, {
      method: 'POST',
      token,
    });
    expect(restored.status).toBe(200);
    made.push(documentId);
    const back = await request<{ data: { questions: { documentId: string }[] }[] }>(
      '/api/daily-challenges?filters[date][$eq]=2031-03-20&populate[questions][fields][0]=documentId',
      { token: tokens.quiz },
    );
    expect(back.body.data[0]!.questions.map((question) => question.documentId)).toEqual(
      ids.slice(0, 2),
    );
  });

  it('has one entry per day', async () => {
    expect((await create('2031-03-17', ids.slice(0, 1))).status).toBe(201);
    const again = await create('2031-03-17', ids.slice(1, 2));
    expect(again.status).toBe(400);
  });
});

describe('answer figures in the admin', () => {
  it('are for signed-in admin users only', async () => {
    expect((await request('/newsroom/question-stats?ids=abc')).status).toBe(401);
    expect((await request('/newsroom/question-stats?ids=abc', { token: tokens.quiz })).status).toBe(
      401,
    );
  });

  it('come from the quiz-service', async () => {
    const [question] = await bank();
    const ids = `${question!.documentId},${NEVER_ANSWERED_ID}`;
    const answer = await request(`/newsroom/question-stats?ids=${ids}`, {
      token: await editorToken(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      unavailable: false,
      stats: [
        { questionId: question!.documentId, ...QUESTION_FIGURES },
        { questionId: NEVER_ANSWERED_ID, answers: 0, correct: 0, correctRate: null },
      ],
    });
    const asked = (await receivedWebhooks()).filter((call) =>
      call.path.startsWith(QUESTION_STATS_PATH),
    );
    expect(asked.at(-1)?.path).toBe(`${QUESTION_STATS_PATH}?ids=${ids}`);
    expect(asked.at(-1)?.authorization).toBe('Bearer test-newsroom-read-secret');
  });

  it('list the questions most readers miss, for the newsroom’s home', async () => {
    expect((await request('/newsroom/most-missed-questions')).status).toBe(401);
    const answer = await request<{
      questions: { questionId: string; question: string; correctRate: number }[];
      unavailable: boolean;
    }>('/newsroom/most-missed-questions', { token: await editorToken() });
    expect(answer.status).toBe(200);
    expect(answer.body.unavailable).toBe(false);
    // The stand-in answers 25 % right for every question: all are flagged, the home shows 8.
    expect(answer.body.questions).toHaveLength(8);
    expect(answer.body.questions[0]).toMatchObject({ ...QUESTION_FIGURES });
    expect(answer.body.questions[0]!.question).toBeTruthy();
  });

  it('say they are unavailable when the quiz-service fails, and refuse a bad list', async () => {
    const token = await editorToken();
    const down = await request('/newsroom/question-stats?ids=offline1', { token });
    expect(down.status).toBe(200);
    expect(down.body).toEqual({ stats: [], unavailable: true });
    expect((await request('/newsroom/question-stats', { token })).status).toBe(400);
    expect((await request('/newsroom/question-stats?ids=a;b', { token })).status).toBe(400);
  });
});

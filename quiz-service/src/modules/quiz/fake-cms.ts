import Fastify from 'fastify';

/** A quiz question in the CMS's REST shape (Strapi 5: flat attributes, documentId). */
export interface FakeCmsQuestion {
  documentId: string;
  question: string;
  explanation: string;
  topic?: string;
  options: { text: string; isCorrect: boolean }[];
  relatedArticle?: { slug: string; title: string } | null;
}

export const sampleQuestions = (): FakeCmsQuestion[] => [
  {
    documentId: 'q-mach',
    question: 'What does a Mach number of 1 mean?',
    explanation: 'Mach 1 is the local speed of sound.',
    options: [
      { text: 'Flying at the speed of sound', isCorrect: true },
      { text: 'Flying at twice the speed of sound', isCorrect: false },
      { text: 'Hovering', isCorrect: false },
    ],
    relatedArticle: { slug: 'breaking-the-sound-barrier', title: 'Breaking the sound barrier' },
  },
  {
    documentId: 'q-lagrange',
    question: 'How many Lagrange points does a two-body system have?',
    explanation: 'There are five: L1 to L5.',
    options: [
      { text: 'Three', isCorrect: false },
      { text: 'Four', isCorrect: false },
      { text: 'Five', isCorrect: true },
    ],
    relatedArticle: null,
  },
  {
    documentId: 'q-iss',
    question: 'About how long does the ISS take to orbit the Earth?',
    explanation: 'Roughly 90 minutes, so about 16 orbits a day.',
    options: [
      { text: '24 hours', isCorrect: false },
      { text: '90 minutes', isCorrect: true },
    ],
  },
];

/**
 * A tiny stand-in for the CMS's REST API (GET /api/quiz-questions, paginated, token checked),
 * listening on a random port. Its questions can be changed between requests.
 */
export async function startFakeCms(token: string, questions = sampleQuestions()) {
  const state = { questions, requests: 0, delayMs: 0, failWith: 0 };
  const server = Fastify();
  server.get('/api/quiz-questions', async (request, reply) => {
    state.requests += 1;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply
        .status(401)
        .send({ error: { status: 401, message: 'Missing or invalid credentials' } });
    if (state.failWith)
      return reply.status(state.failWith).send({ error: { status: state.failWith } });
    const query = request.query as Record<string, string>;
    const page = Number(query['pagination[page]'] ?? 1);
    const pageSize = Number(query['pagination[pageSize]'] ?? 25);
    const start = (page - 1) * pageSize;
    const data = state.questions.slice(start, start + pageSize).map((q, i) => ({
      id: start + i + 1,
      topic: 'general',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...q,
      options: q.options.map((o, j) => ({ id: j + 1, ...o })),
      relatedArticle: q.relatedArticle ?? null,
    }));
    return {
      data,
      meta: {
        pagination: {
          page,
          pageSize,
          pageCount: Math.ceil(state.questions.length / pageSize),
          total: state.questions.length,
        },
      },
    };
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, state, close: () => server.close() };
}

import { createServer } from 'node:http';
import { join } from 'node:path';
import { readEnvFile } from '@apogee/env-file';
import { ROOT } from './paths';

/** The development CMS_QUIZ_TOKEN, which a quiz-service in development mode sends. */
function developmentQuizToken(): string {
  const token = readEnvFile(join(ROOT, 'config/development.env')).CMS_QUIZ_TOKEN;
  if (!token) throw new Error('CMS_QUIZ_TOKEN missing from config/development.env');
  return token;
}

const QUESTIONS = [
  ['q-sound', 'What does Mach 1 mean?', ['The speed of sound', 'Twice the speed of sound']],
  ['q-orbit', 'What keeps a satellite in orbit?', ['Its sideways speed', 'Its engines']],
  ['q-lift', 'Which surface gives an aeroplane most of its lift?', ['The wing', 'The fin']],
  ['q-moon', 'How far is the Moon, roughly?', ['384,000 km', '38,000 km']],
  ['q-iss', 'How often does the ISS circle the Earth?', ['About every 90 minutes', 'Once a day']],
  // The daily challenge holds five questions of the bank for its day, and the other quizzes
  // serve only the rest: the bank keeps more than five.
  ['q-flaps', 'What do flaps add on landing?', ['Lift at low speed', 'Thrust']],
  ['q-east', 'Which way do rockets usually launch?', ['East, with the spinning Earth', 'West']],
  ['q-pitot', 'What does a pitot tube measure?', ['Airspeed', 'Fuel left']],
  ['q-shield', 'What heats a capsule on its way home?', ['Air squeezed ahead of it', 'The Sun']],
  ['q-glider', 'What lifts a glider with no engine?', ['Rising air', 'A propeller']],
] as const;

/**
 * Just enough of the CMS for the quiz: GET /api/quiz-questions (Strapi 5 shape, one page) and
 * GET /api/daily-challenges (no editors' picks: the service draws each day's five), checked
 * against the development quiz token. Everything else answers 404.
 */
export async function startQuizQuestionsCms() {
  const token = developmentQuizToken();
  const data = QUESTIONS.map(([documentId, question, options], i) => ({
    id: i + 1,
    documentId,
    question,
    explanation: `${options[0]} is right.`,
    topic: 'general',
    createdAt: '2026-01-01T00:00:00.000Z',
    options: options.map((text, j) => ({ id: j + 1, text, isCorrect: j === 0 })),
    relatedArticle: null,
  }));
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const questions = request.url?.startsWith('/api/quiz-questions');
    if (!questions && !request.url?.startsWith('/api/daily-challenges')) {
      response.writeHead(404).end('{"error":{"status":404}}');
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(401).end('{"error":{"status":401}}');
      return;
    }
    const rows = questions ? data : [];
    const pagination = { page: 1, pageSize: 100, pageCount: 1, total: rows.length };
    response.writeHead(200).end(JSON.stringify({ data: rows, meta: { pagination } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

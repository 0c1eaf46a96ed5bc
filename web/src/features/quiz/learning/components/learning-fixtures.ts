// Example data for the learning loop's stories: shaped by the contract, worded like the site.
import type {
  DailyChallenge,
  DailyResult,
  Learning,
  PageQuiz,
} from '@apogee/contracts/quiz-learning';

export const exampleResult: DailyResult = {
  shareId: 'k3J9xQ2mVa',
  day: '2026-11-26',
  number: 330,
  right: 3,
  total: 5,
  answers: [true, false, true, true, false],
  grid: 'Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥',
  signedIn: true,
};

const question = (id: string, text: string, options: string[]) => ({
  id,
  question: text,
  options,
  difficulty: 'medium' as const,
});

export const exampleQuestions = [
  question('q1', 'Which spacecraft first landed people on the Moon?', [
    'Apollo 11',
    'Gemini 7',
    'Vostok 1',
  ]),
  question('q2', 'What does the Kármán line mark?', [
    'The edge of space, 100 km up',
    'The speed of sound',
    'The top of the troposphere',
  ]),
  question('q3', 'Which aircraft first flew faster than sound in level flight?', [
    'Bell X-1',
    'Concorde',
    'SR-71',
  ]),
];

export const challengeInProgress: DailyChallenge = {
  day: '2026-11-26',
  number: 330,
  questions: exampleQuestions,
  answered: [
    {
      questionId: 'q1',
      correct: true,
      correctOption: 0,
      chosenOption: 0,
      explanation: 'Apollo 11 landed on 20 July 1969.',
      relatedArticle: { slug: 'apollo-11', title: 'Apollo 11, fifty years on' },
    },
  ],
  result: null,
};

export const challengePlayed: DailyChallenge = {
  ...challengeInProgress,
  answered: [],
  result: exampleResult,
};

export const noChallengeToday: DailyChallenge = {
  day: '2026-11-26',
  number: 330,
  questions: [],
  answered: [],
  result: null,
};

export const exampleLearning: Learning = {
  timeZone: 'Europe/London',
  review: { due: 4, inReview: 11 },
  mastery: [
    { category: { slug: 'spaceflight', name: 'Spaceflight' }, mastered: 7, total: 12 },
    { category: { slug: 'aviation', name: 'Aviation' }, mastered: 2, total: 9 },
  ],
  streak: { current: 9, longest: 14, freezes: 1, frozenDays: 1 },
  daily: { day: '2026-11-26', number: 330, result: exampleResult },
};

export const firstDayLearning: Learning = {
  timeZone: 'Europe/London',
  review: { due: 0, inReview: 0 },
  mastery: [],
  streak: { current: 0, longest: 0, freezes: 0, frozenDays: 0 },
  daily: { day: '2026-11-26', number: 330, result: null },
};

export const examplePageQuiz: PageQuiz = {
  questions: exampleQuestions.map((q) => ({ ...q, servedToken: `token-${q.id}` })),
};

export const exampleReader = {
  id: 'reader-1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  profession: 'Engineer',
  bio: '',
  avatarUrl: null,
};

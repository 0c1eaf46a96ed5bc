import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '@/features/quiz/components/quiz.css';
import { SESSION_QUERY_KEY } from '@/lib/session/session';
import { learningKeys } from '../api/learning-keys';
import { DailyChallengePlayer } from './DailyChallengePlayer';
import { challengeInProgress, challengePlayed, noChallengeToday } from './learning-fixtures';

const meta = {
  title: 'Learning/DailyChallengePlayer',
  component: DailyChallengePlayer,
  parameters: { path: '/daily' },
  args: { siteName: 'Apogee', origin: 'https://apogee.example' },
} satisfies Meta<typeof DailyChallengePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = [SESSION_QUERY_KEY, { user: null }] as const;

/** Answers every request of the story the same way (the quiz-service is not there in Storybook). */
function answerRequestsWith(respond: () => Promise<Response>) {
  return () => {
    const original = window.fetch;
    window.fetch = respond;
    return () => {
      window.fetch = original;
    };
  };
}

const unavailable = async () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'UNAVAILABLE',
        message: 'The service is unavailable. Please try again later.',
      },
    }),
    { status: 503, headers: { 'content-type': 'application/json' } },
  );

/** One question answered: the second is asked. */
export const InProgress: Story = {
  parameters: { queryData: [visitor, [learningKeys.daily(), challengeInProgress]] },
};

/** Played already today: the result, not the questions again. */
export const AlreadyPlayed: Story = {
  parameters: { queryData: [visitor, [learningKeys.daily(), challengePlayed]] },
};

export const NoChallengeToday: Story = {
  parameters: { queryData: [visitor, [learningKeys.daily(), noChallengeToday]] },
};

/** While the challenge is asked for: the card keeps its space. */
export const Loading: Story = {
  parameters: { queryData: [visitor] },
  beforeEach: answerRequestsWith(() => new Promise<Response>(() => undefined)),
};

/** The service did not answer: what happened, and a way to try again. */
export const LoadFailed: Story = {
  parameters: { queryData: [visitor] },
  beforeEach: answerRequestsWith(unavailable),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '@/features/quiz/components/quiz.css';
import { browserTimeZone } from '@/features/quiz/lib/time-zone';
import { SESSION_QUERY_KEY } from '@/lib/session/session';
import { learningKeys } from '../api/learning-keys';
import { exampleLearning, exampleReader } from './learning-fixtures';
import { LearningDashboard } from './LearningDashboard';

const meta = {
  title: 'Learning/LearningDashboard',
  component: LearningDashboard,
  parameters: { path: '/your-move' },
  args: { siteName: 'Apogee' },
} satisfies Meta<typeof LearningDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

const signedIn = [SESSION_QUERY_KEY, { user: exampleReader }] as const;

export const Visitor: Story = {
  parameters: { queryData: [[SESSION_QUERY_KEY, { user: null }]] },
};

export const SignedIn: Story = {
  parameters: {
    queryData: [
      [SESSION_QUERY_KEY, { user: exampleReader }],
      [learningKeys.learning(browserTimeZone()), exampleLearning],
    ],
  },
};

export const Loading: Story = {
  parameters: { queryData: [signedIn] },
  beforeEach: answerRequestsWith(() => new Promise<Response>(() => undefined)),
};

export const LoadFailed: Story = {
  parameters: { queryData: [signedIn] },
  beforeEach: answerRequestsWith(unavailable),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

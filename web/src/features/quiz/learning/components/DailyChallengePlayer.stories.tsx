import type { Meta, StoryObj } from '@storybook/react-vite';
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

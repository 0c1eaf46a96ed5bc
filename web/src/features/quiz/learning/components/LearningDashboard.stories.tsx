import type { Meta, StoryObj } from '@storybook/react-vite';
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import '@/features/quiz/components/quiz.css';
import { exampleLearning, firstDayLearning } from './learning-fixtures';
import { LearningOverview } from './LearningOverview';

const meta = {
  title: 'Learning/LearningOverview',
  component: LearningOverview,
  parameters: { path: '/your-move' },
  args: { learning: exampleLearning, siteName: 'Apogee' },
} satisfies Meta<typeof LearningOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reviews due, a streak with a freeze ready, two categories, today's challenge played. */
export const Learning: Story = {};

/** A new reader: nothing to review, no streak, the daily challenge not played. */
export const FirstDay: Story = { args: { learning: firstDayLearning } };

export const TwoFreezesNoReviewDue: Story = {
  args: {
    learning: {
      ...exampleLearning,
      review: { due: 0, inReview: 3 },
      streak: { current: 21, longest: 21, freezes: 2, frozenDays: 0 },
    },
  },
};

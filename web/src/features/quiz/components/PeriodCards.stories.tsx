import type { Meta, StoryObj } from '@storybook/react-vite';
import { PeriodCards } from './PeriodCards';
import './quiz.css';

const meta = {
  title: 'Quiz/PeriodCards',
  component: PeriodCards,
} satisfies Meta<typeof PeriodCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAnswersYet: Story = {};

export const WithScores: Story = {
  args: {
    periods: {
      currentDay: { correct: 3, wrong: 1, total: 4, percentage: '75.00' },
      currentWeek: { correct: 10, wrong: 5, total: 15, percentage: '66.67' },
      currentMonth: { correct: 31, wrong: 9, total: 40, percentage: '77.50' },
      currentYear: { correct: 120, wrong: 47, total: 167, percentage: '71.86' },
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HistoryCard } from './HistoryCard';
import './quiz.css';

const item = {
  sequence: 1,
  questionId: 'q-lagrange',
  question: 'How many Lagrange points does a system of two bodies have?',
  options: ['Three', 'Four', 'Five', 'Seven'],
  correctOption: 2,
  chosenOption: 2,
  correct: true,
  explanation: 'There are five, L1 to L5; the Webb telescope orbits around L2.',
  relatedArticle: { slug: 'lagrange-points', title: 'Parking spots in space' },
  answeredAt: '2026-03-05T09:30:00.000Z',
};

const meta = {
  title: 'Quiz/HistoryCard',
  component: HistoryCard,
  parameters: { path: '/quizzes' },
  args: { item, timeZone: 'Europe/London' },
} satisfies Meta<typeof HistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {};

export const Incorrect: Story = {
  args: {
    item: { ...item, sequence: 2, chosenOption: 0, correct: false, relatedArticle: null },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuizCard } from './QuizCard';
import './quiz.css';

const meta = {
  title: 'Quiz/QuizCard',
  component: QuizCard,
  parameters: { path: '/quizzes' },
  args: {
    question: 'About how long does the International Space Station take to orbit the Earth?',
    options: ['24 hours', 'About 90 minutes', '12 minutes', 'A week'],
    chosen: null,
    result: null,
    answeredCount: 0,
    onChoose: () => undefined,
    onNext: () => undefined,
  },
} satisfies Meta<typeof QuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const NextWithoutChoice: Story = { args: { message: 'Please select an option!' } };

export const AnsweredRight: Story = {
  args: {
    chosen: 1,
    answeredCount: 1,
    result: {
      correct: true,
      correctOption: 1,
      explanation: 'At about 7.7 km/s the station circles the planet roughly 16 times a day.',
      relatedArticle: { slug: 'spotting-the-iss', title: 'Spotting the ISS from your garden' },
    },
  },
};

export const AnsweredWrong: Story = {
  args: {
    chosen: 0,
    answeredCount: 2,
    result: {
      correct: false,
      correctOption: 1,
      explanation: 'At about 7.7 km/s the station circles the planet roughly 16 times a day.',
      relatedArticle: null,
    },
  },
};

export const SaveFailed: Story = {
  args: { message: 'Error while saving quiz: The service is unavailable. Please try again later.' },
};

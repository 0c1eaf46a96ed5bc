import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '@/features/quiz/components/quiz.css';
import { examplePageQuiz } from './learning-fixtures';
import { PageQuizView } from './PageQuizView';

const meta = {
  title: 'Learning/PageQuizView',
  component: PageQuizView,
  parameters: { path: '/apollo-11' },
  args: {
    questions: examplePageQuiz.questions,
    answer: async (_question, option) => ({
      correct: option === 0,
      correctOption: 0,
      explanation: 'Apollo 11 landed on 20 July 1969.',
      relatedArticle: null,
    }),
  },
} satisfies Meta<typeof PageQuizView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = {};

/** A wrong answer: the right one and the explanation, without leaving the page. */
export const AnsweredWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Gemini 7/ }));
    await expect(await canvas.findByText('Wrong: the right answer is option 1.')).toBeVisible();
  },
};

/** Every question answered: the score and where to go on. */
export const AllAnswered: Story = {
  args: { questions: examplePageQuiz.questions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('1 of 1 right.')).toBeVisible();
  },
};

/** The service did not answer: nothing was judged, the reader may choose again. */
export const AnswerFailed: Story = {
  args: {
    answer: async () => {
      throw new Error('The request failed (HTTP 503).');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await expect(await canvas.findByText(/The request failed/)).toBeVisible();
  },
};

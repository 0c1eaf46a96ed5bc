import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '@/features/quiz/components/quiz.css';
import { examplePageQuiz } from './learning-fixtures';
import { PageQuizView, type PageQuizAnswer } from './PageQuizView';

/** The stories' service: the first option is the right one. */
const judgeFirstOptionRight: PageQuizAnswer = async (_question, option) => ({
  correct: option === 0,
  correctOption: 0,
  explanation: 'Apollo 11 landed on 20 July 1969.',
  relatedArticle: null,
});

const meta = {
  title: 'Learning/PageQuizView',
  component: PageQuizView,
  parameters: { path: '/apollo-11' },
  args: {
    questions: examplePageQuiz.questions,
    answer: judgeFirstOptionRight,
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

/**
 * A one-question quiz: no "Next" at all; once answered, the explanation stays and the reader's
 * real score shows under it.
 */
export const OneQuestionAnswered: Story = {
  args: { questions: examplePageQuiz.questions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await expect(await canvas.findByText('1 of 1 right.')).toBeVisible();
    await expect(canvas.getByText('Correct!')).toBeVisible();
    await expect(canvas.getByText('Apollo 11 landed on 20 July 1969.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** Every question answered, one wrong: the score counts the right ones. */
export const AllAnswered: Story = {
  args: { questions: examplePageQuiz.questions.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: /The speed of sound/ }));
    await expect(await canvas.findByText('1 of 2 right.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** Under the article the explanation would point to: no "Read more" to the page already open. */
export const UnderItsOwnArticle: Story = {
  args: {
    articleSlug: 'apollo-11',
    answer: async () => ({
      correct: true,
      correctOption: 0,
      explanation: 'Apollo 11 landed on 20 July 1969.',
      relatedArticle: { slug: 'apollo-11', title: 'Apollo 11, fifty years on' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await expect(await canvas.findByText('Correct!')).toBeVisible();
    await expect(canvas.queryByText(/Read more/)).toBeNull();
  },
};

/** Under another page (an issue): "Read more" leads to the article the question comes from. */
export const ReadMoreElsewhere: Story = {
  args: {
    articleSlug: undefined,
    answer: async () => ({
      correct: true,
      correctOption: 0,
      explanation: 'Apollo 11 landed on 20 July 1969.',
      relatedArticle: { slug: 'apollo-11', title: 'Apollo 11, fifty years on' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apollo 11/ }));
    await expect(
      await canvas.findByRole('link', { name: 'Apollo 11, fifty years on' }),
    ).toHaveAttribute('href', '/apollo-11');
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

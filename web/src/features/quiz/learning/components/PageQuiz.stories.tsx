import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SESSION_QUERY_KEY } from '@/lib/session/session';
import { learningKeys } from '../api/learning-keys';
import { examplePageQuiz } from './learning-fixtures';
import PageQuiz from './PageQuiz';

const meta = {
  title: 'Learning/PageQuiz',
  component: PageQuiz,
  parameters: { path: '/apollo-11' },
  args: { kind: 'article', slug: 'apollo-11' },
} satisfies Meta<typeof PageQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = [SESSION_QUERY_KEY, { user: null }] as const;

/** An article with questions: "Test yourself" and the first one. */
export const WithQuestions: Story = {
  parameters: {
    queryData: [visitor, [learningKeys.pageQuiz('article', 'apollo-11'), examplePageQuiz]],
  },
};

/** An article without questions: nothing at all, not even a heading. */
export const NoQuestions: Story = {
  parameters: {
    queryData: [visitor, [learningKeys.pageQuiz('article', 'apollo-11'), { questions: [] }]],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.page-quiz')).toBeNull();
  },
};

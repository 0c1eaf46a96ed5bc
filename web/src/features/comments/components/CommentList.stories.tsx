import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentList } from './CommentList';

const now = Date.parse('2026-05-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

const meta = {
  title: 'Engagement/CommentList',
  component: CommentList,
  args: {
    now,
    total: 3,
    hasMore: false,
    comments: [
      {
        id: '3',
        authorName: 'Reader',
        comment: 'Great explainer, thank you.',
        createdAt: minutesAgo(4),
      },
      {
        id: '2',
        authorName: 'Amelia Pilot',
        comment: 'I flew over the Alps last week and saw exactly these contrails.\nFascinating!',
        createdAt: minutesAgo(60 * 26),
      },
      {
        id: '1',
        authorName: 'Reader',
        comment: '<b>Plain text</b> stays text.',
        createdAt: minutesAgo(60 * 24 * 20),
      },
    ],
  },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithComments: Story = {};
export const Empty: Story = { args: { comments: [], total: 0 } };
export const MoreToLoad: Story = { args: { total: 14, hasMore: true } };
export const LoadingMore: Story = { args: { total: 14, hasMore: true, loadingMore: true } };

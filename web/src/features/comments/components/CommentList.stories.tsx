import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

const now = Date.parse('2026-05-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const plain = { fromPublication: false, reported: false, replies: [] };

const meta = {
  title: 'Engagement/CommentList',
  component: CommentList,
  args: {
    now,
    total: 3,
    hasMore: false,
    comments: [
      {
        ...plain,
        id: '3',
        authorName: 'Reader',
        comment: 'Great explainer, thank you.',
        createdAt: minutesAgo(4),
      },
      {
        ...plain,
        id: '2',
        authorName: 'Amelia Pilot',
        comment: 'I flew over the Alps last week and saw exactly these contrails.\nFascinating!',
        createdAt: minutesAgo(60 * 26),
        replies: [
          {
            id: '2a',
            authorName: 'Apogee',
            comment: 'Thank you, Amelia: we have added a photo from that flight path.',
            createdAt: minutesAgo(60 * 20),
            fromPublication: true,
            reported: false,
          },
          {
            id: '2b',
            authorName: 'Reader',
            comment: 'Same here, over the Pyrenees.',
            createdAt: minutesAgo(60 * 2),
            fromPublication: false,
            reported: false,
          },
        ],
      },
      {
        ...plain,
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

/** A visitor: replies with the publication's house label, no Report buttons. */
export const WithComments: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Editor')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Report' })).toBeNull();
  },
};
export const Empty: Story = { args: { comments: [], total: 0 } };
export const MoreToLoad: Story = { args: { total: 14, hasMore: true } };
export const LoadingMore: Story = { args: { total: 14, hasMore: true, loadingMore: true } };

/** A signed-in reader reports a comment: "Reported" after, with the editors' thanks. */
export const SignedInReports: Story = {
  args: {
    signedIn: true,
    reportComment: async () => ({ message: 'Thank you. The editors will look at this comment.' }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const [first] = page.getAllByRole('button', { name: 'Report' });
    await userEvent.click(first!);
    await expect(
      await page.findByText('Thank you. The editors will look at this comment.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
  },
};

/** Reported before (the list says so for this reader). */
export const AlreadyReported: Story = {
  args: {
    signedIn: true,
    total: 1,
    comments: [
      {
        ...plain,
        id: '9',
        authorName: 'Reader',
        comment: 'Something rude.',
        createdAt: minutesAgo(30),
        reported: true,
      },
    ],
  },
};

/** The service refuses (too many reports): its message, and the button stays. */
export const ReportRefused: Story = {
  args: {
    signedIn: true,
    reportComment: async () => {
      throw new ApiRequestError(429, 'RATE_LIMITED', 'Too many reports. Please try again later.');
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getAllByRole('button', { name: 'Report' })[0]!);
    await expect(await page.findByText('Too many reports. Please try again later.')).toBeVisible();
  },
};

/** Reply opens a small form under the comment (one level deep: top comments only). */
export const Replying: Story = {
  args: {
    renderReplyForm: (parentId) => (
      <CommentForm
        blogSlug="breaking-the-sound-barrier"
        parentId={parentId}
        createComment={async () => ({ message: 'Comment submitted successfully!' })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getAllByRole('button', { name: 'Reply' })[0]!);
    await expect(page.getByLabelText('Your reply')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post reply' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { CommentForm } from './CommentForm';

const meta = {
  title: 'Engagement/CommentForm',
  component: CommentForm,
  args: {
    blogSlug: 'breaking-the-sound-barrier',
    createComment: async () => ({ message: 'Comment submitted successfully!' }),
  },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit Comment' }));
    await expect(await page.findByText('Comment is required.')).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Comment'), 'What a flight!');
    await userEvent.click(page.getByRole('button', { name: 'Submit Comment' }));
    await expect(await page.findByText('Comment submitted successfully!')).toBeVisible();
    await expect(page.getByLabelText('Comment')).toHaveValue('');
  },
};

export const AlreadyCommented: Story = {
  args: {
    createComment: async () => {
      throw new ApiRequestError(
        409,
        'ALREADY_COMMENTED',
        'You have already submitted a comment for this blog.',
      );
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Comment'), 'What a flight!');
    await userEvent.click(page.getByRole('button', { name: 'Submit Comment' }));
    await expect(
      await page.findByText('You have already submitted a comment for this blog.'),
    ).toBeVisible();
    await expect(page.getByLabelText('Comment')).toHaveValue('What a flight!');
  },
};

export const Failed: Story = {
  args: {
    createComment: async () => {
      throw new ApiRequestError(0, 'NETWORK_ERROR', 'The service is unavailable.');
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Comment'), 'Hello');
    await userEvent.click(page.getByRole('button', { name: 'Submit Comment' }));
    await expect(await page.findByText('Failed to submit comment.')).toBeVisible();
  },
};

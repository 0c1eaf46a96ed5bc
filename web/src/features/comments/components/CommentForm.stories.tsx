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

/**
 * Back on the article after a comment posted without scripts (`?comment=submitted`): the
 * same text as the scripted form. The form posts itself to the service until its code comes.
 */
export const PostedWithoutScripts: Story = {
  args: { result: 'submitted' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Comment submitted successfully!');
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/comments');
  },
};

/** A comment refused without scripts: the message under the field, as the scripted check. */
export const PostedEmpty: Story = {
  args: { result: 'required' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Comment is required.')).toBeVisible();
  },
};

export const PostedDuplicate: Story = {
  args: { result: 'duplicate' },
  globals: { theme: 'night' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'You have already submitted a comment for this blog.',
    );
  },
};

/** A code that is not one of the form's (a link made up elsewhere): nothing is shown. */
export const UnknownResult: Story = {
  args: { result: 'you-won-a-prize' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByRole('status')).toBeNull();
  },
};

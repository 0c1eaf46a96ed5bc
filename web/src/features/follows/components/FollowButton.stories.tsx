import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Follows/FollowButton',
  component: FollowButton,
  parameters: { path: '/tag/nasa' },
  args: {
    kind: 'tag',
    name: 'NASA',
    redirect: '/tag/nasa',
    view: { kind: 'ready', following: false, pending: false, error: null },
    onToggle: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in reader who does not follow the tag: one press follows it. */
export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow tag NASA' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Following: Story = {
  args: { view: { kind: 'ready', following: true, pending: false, error: null } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following tag NASA' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The change is on its way: the button shows its outcome and ignores another press. */
export const Pending: Story = {
  args: { view: { kind: 'ready', following: true, pending: true, error: null } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following tag NASA' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** The change failed: the state as stored, and why. */
export const ChangeFailed: Story = {
  args: {
    view: {
      kind: 'ready',
      following: false,
      pending: false,
      error: 'You follow 100 categories, tags and authors already. Unfollow one to follow another.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You follow 100 categories, tags and authors already.',
    );
  },
};

/** A visitor: invited to log in, and brought back to the page after. */
export const SignedOut: Story = {
  args: { view: { kind: 'signed-out' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Log in to follow tag NASA' });
    await expect(link).toHaveAttribute('href', '/login?redirect=%2Ftag%2Fnasa');
  },
};

/** While the session or the reader's follows are asked for: a quiet placeholder. */
export const Loading: Story = { args: { view: { kind: 'loading' } } };

/** The reader's follows could not be read. */
export const LoadFailed: Story = {
  args: { view: { kind: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load what you follow.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NightNotFollowing: Story = { globals: { theme: 'night' } };
export const NightFollowing: Story = { ...Following, globals: { theme: 'night' } };
export const NightSignedOut: Story = { ...SignedOut, globals: { theme: 'night' } };
export const NightChangeFailed: Story = { ...ChangeFailed, globals: { theme: 'night' } };

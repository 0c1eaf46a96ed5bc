import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveButton, SaveSignIn } from './SaveButton';
import './saved.css';

const meta = {
  title: 'Reading list/SaveButton',
  component: SaveButton,
  args: { title: 'Artemis: the return to the Moon', saved: false, onToggle: fn() },
  decorators: [
    // A card's picture, which the card's button sits over.
    (Story) => (
      <div
        className="blog-card"
        style={{ maxWidth: 380, minHeight: 200, background: 'var(--color-surface-muted)' }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the reading list: pressing it saves the article. */
export const Unsaved: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Save: Artemis: the return to the Moon',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Saved: Artemis: the return to the Moon' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
/** On its way: the button says so and ignores presses. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving…/ });
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
export const Failed: Story = {
  args: { error: 'Your reading list is full (500 articles). Remove one to save another.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your reading list is full (500 articles). Remove one to save another.',
    );
  },
};
/** In an article's header: the button says what it does. */
export const OnTheArticle: Story = { args: { look: 'page' } };
export const SavedOnTheArticle: Story = { args: { look: 'page', saved: true } };
export const SavedAtNight: Story = { args: { saved: true }, globals: { theme: 'night' } };
export const FailedOnTheArticleAtNight: Story = {
  args: { look: 'page', error: 'Could not update your reading list. Try again.' },
  globals: { theme: 'night' },
};
/** A visitor, on an article: a way to log in, coming back to the article. */
export const SignedOut: Story = {
  render: () => <SaveSignIn loginHref="/login?redirect=%2Fartemis-return-to-the-moon" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Log in to save' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fartemis-return-to-the-moon');
  },
};
export const SignedOutAtNight: Story = { ...SignedOut, globals: { theme: 'night' } };

import type { NewsletterPreferences as Preferences } from '@apogee/contracts/newsletter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { NewsletterPreferences } from './NewsletterPreferences';

const topics = [
  { slug: 'aviation', name: 'Aviation' },
  { slug: 'space', name: 'Space' },
  { slug: 'history', name: 'History' },
];
const reader: Preferences = {
  email: 'valentina@example.com',
  status: 'confirmed',
  topics: ['space'],
  rhythm: 'both',
};

const meta = {
  title: 'Engagement/NewsletterPreferences',
  component: NewsletterPreferences,
  args: {
    token: 'a-token-from-the-email-0123456789abcdef',
    topics,
    load: async (): Promise<Preferences> => reader,
    save: async (_token, choices) => ({
      message: 'Your newsletter preferences are saved.',
      preferences: { ...reader, ...choices },
    }),
    unsubscribe: async () => ({
      message: 'You have been unsubscribed. You will not receive our newsletter any more.',
    }),
  },
} satisfies Meta<typeof NewsletterPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {};
export const Loading: Story = { args: { load: () => new Promise(() => undefined) } };
export const WaitingForConfirmation: Story = {
  args: { load: async () => ({ ...reader, status: 'pending' as const }) },
};
export const Unsubscribed: Story = {
  args: { load: async () => ({ ...reader, status: 'unsubscribed' as const }) },
};
export const ExpiredLink: Story = {
  args: {
    load: async () => {
      throw new ApiRequestError(400, 'INVALID_LINK', 'This link is invalid or has expired.');
    },
  },
};
export const MissingToken: Story = { args: { token: undefined } };
export const ServiceDown: Story = {
  args: {
    load: async () => {
      throw new ApiRequestError(503, 'UNAVAILABLE', 'Service unavailable');
    },
  },
};

export const SavedDigestOnly: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByLabelText('Space'));
    await userEvent.click(page.getByLabelText('The weekly digest only'));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Your newsletter preferences are saved.')).toBeVisible();
  },
};

export const LeftTheList: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await page.findByText(
        'You have been unsubscribed. You will not receive our newsletter any more.',
      ),
    ).toBeVisible();
  },
};

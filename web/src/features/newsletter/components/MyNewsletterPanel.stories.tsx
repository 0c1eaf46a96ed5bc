import type { MyNewsletterResponse, NewsletterPreferences } from '@apogee/contracts/newsletter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { MyNewsletterPanel } from './MyNewsletterPanel';

const subscription: NewsletterPreferences = {
  email: 'amelia@example.com',
  status: 'confirmed',
  topics: ['aviation'],
  rhythm: 'each',
};

const meta = {
  title: 'Engagement/MyNewsletterPanel',
  component: MyNewsletterPanel,
  args: {
    email: 'amelia@example.com',
    name: 'Amelia Pilot',
    topics: [
      { slug: 'aviation', name: 'Aviation' },
      { slug: 'space', name: 'Space' },
    ],
    load: async (): Promise<MyNewsletterResponse> => ({ subscription }),
    save: async (choices) => ({
      message: 'Your newsletter preferences are saved.',
      preferences: { ...subscription, ...choices },
    }),
    subscribe: async () => ({
      message:
        'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
    }),
  },
} satisfies Meta<typeof MyNewsletterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {};
export const Loading: Story = { args: { load: () => new Promise(() => undefined) } };
export const WaitingForConfirmation: Story = {
  args: { load: async () => ({ subscription: { ...subscription, status: 'pending' as const } }) },
};
export const NotSubscribed: Story = {
  args: { load: async () => ({ subscription: null }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Subscribe' }));
    await expect(await page.findByText(/Please check your inbox/)).toBeVisible();
  },
};
export const LoadFailed: Story = {
  args: {
    load: async () => {
      throw new ApiRequestError(503, 'UNAVAILABLE', 'Service unavailable');
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { NewsletterLinkAction } from './NewsletterLinkAction';

const meta = {
  title: 'Engagement/NewsletterLinkAction',
  component: NewsletterLinkAction,
  args: {
    title: 'Confirm your subscription',
    explanation: 'Press the button to start receiving the newsletter.',
    buttonLabel: 'Confirm my subscription',
    token: 'a-token-from-the-email-0123456789abcdef',
    action: async () => ({ message: 'Your subscription is confirmed. Welcome aboard!' }),
  },
} satisfies Meta<typeof NewsletterLinkAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Unsubscribe: Story = {
  args: {
    title: 'Unsubscribe from the newsletter',
    explanation: 'Press the button and we will stop sending you the newsletter.',
    buttonLabel: 'Unsubscribe',
    action: async () => ({
      message: 'You have been unsubscribed. You will not receive our newsletter any more.',
    }),
  },
};
export const ExpiredLink: Story = {
  args: {
    action: async () => {
      throw new ApiRequestError(400, 'INVALID_LINK', 'This link is invalid or has expired.');
    },
  },
};
export const MissingToken: Story = { args: { token: undefined } };

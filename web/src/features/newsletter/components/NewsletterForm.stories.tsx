import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import NewsletterForm from './NewsletterForm';

const meta = {
  title: 'Engagement/NewsletterForm',
  component: NewsletterForm,
  args: {
    subscribe: async () => ({
      message:
        'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
    }),
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    await expect(await page.findByText('Email is required')).toBeVisible();
    await userEvent.type(page.getByLabelText('Email'), 'pilot@');
    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    await expect(await page.findByText('Email is invalid')).toBeVisible();
  },
};

const fillAndSend: Story['play'] = async ({ canvasElement }) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText('Name'), 'Valentina');
  await userEvent.type(page.getByLabelText('Email'), 'valentina@example.com');
  await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
};

export const CheckYourInbox: Story = { play: fillAndSend };

export const AlreadySubscribed: Story = {
  args: {
    subscribe: async () => {
      throw new ApiRequestError(409, 'ALREADY_SUBSCRIBED', 'This email is already subscribed!');
    },
  },
  play: fillAndSend,
};

export const Failed: Story = {
  args: {
    subscribe: async () => {
      throw new ApiRequestError(500, 'INTERNAL', 'Something went wrong.');
    },
  },
  play: fillAndSend,
};

/** On a page that knows the site's categories: the choices open under the email. */
export const WithTopics: Story = {
  args: {
    topics: [
      { slug: 'aviation', name: 'Aviation' },
      { slug: 'space', name: 'Space' },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByText('Choose how often and your topics'));
    await userEvent.click(page.getByLabelText('Space'));
    await userEvent.click(page.getByLabelText('The weekly digest only'));
    await expect(page.getByLabelText('Space')).toBeChecked();
  },
};

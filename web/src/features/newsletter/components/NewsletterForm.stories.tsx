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

/**
 * Back on the page after subscribing without scripts (`?newsletter=check-your-inbox`): the
 * same text as the scripted form. The form posts itself to the service until its code comes.
 */
export const PostedWithoutScripts: Story = {
  args: { result: 'check-your-inbox' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent(
      'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
    );
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/newsletter/subscribe');
    await expect(page.getByLabelText('Email')).toHaveAttribute('name', 'email');
  },
};

/** An address refused without scripts: the message under the field, as the scripted check. */
export const PostedInvalidEmail: Story = {
  args: { result: 'email-invalid' },
  globals: { theme: 'night' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PostedAlreadySubscribed: Story = {
  args: { result: 'already-subscribed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('This email is already subscribed!');
  },
};

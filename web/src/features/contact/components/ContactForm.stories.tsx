import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Engagement/ContactForm',
  component: ContactForm,
  args: { send: async () => ({ message: 'Message sent successfully!' }) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Phone Number'), '12345');
    await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
    await expect(await page.findByText('Phone number must be 10 digits.')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
  },
};

const fillAndSend: Story['play'] = async ({ canvasElement }) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText('Name'), 'Neil Armstrong');
  await userEvent.type(page.getByLabelText('Email'), 'neil@example.com');
  await userEvent.type(page.getByLabelText('Phone Number'), '0123456789');
  await userEvent.type(page.getByLabelText('Subject'), 'Hello');
  await userEvent.type(page.getByLabelText('Message'), 'One small step.');
  await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
};

export const Sent: Story = { play: fillAndSend };

/** A number as people write it (spaces, a country code) is taken, and sent without separators. */
export const InternationalNumber: Story = {
  args: {
    // The sent input is optional only to fit the stories' other senders, which ignore it.
    send: async (input?: { number: string }) => ({
      message: `Message sent successfully! (${input?.number})`,
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Name'), 'Neil Armstrong');
    await userEvent.type(page.getByLabelText('Email'), 'neil@example.com');
    await userEvent.type(page.getByLabelText('Phone Number'), '+44 117 496 0472');
    await userEvent.type(page.getByLabelText('Subject'), 'Hello');
    await userEvent.type(page.getByLabelText('Message'), 'One small step.');
    await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
    await expect(await page.findByText('Message sent successfully! (+441174960472)')).toBeVisible();
    await expect(page.queryByText('Phone number must be 10 digits.')).toBeNull();
  },
};

export const Sending: Story = {
  args: { send: () => new Promise(() => {}) },
  play: async (context) => {
    await fillAndSend(context);
    const page = within(context.canvasElement);
    await expect(await page.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  args: {
    send: async () => {
      throw new ApiRequestError(400, 'VALIDATION_FAILED', 'Email is invalid.', {
        email: 'Email is invalid.',
      });
    },
  },
  play: fillAndSend,
};

export const Failed: Story = {
  args: {
    send: async () => {
      throw new ApiRequestError(0, 'NETWORK_ERROR', 'The service is unavailable.');
    },
  },
  play: fillAndSend,
};

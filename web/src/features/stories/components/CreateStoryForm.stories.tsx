import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { CreateStoryForm } from './CreateStoryForm';

const meta = {
  title: 'Engagement/CreateStoryForm',
  component: CreateStoryForm,
  args: {
    createStory: async ({ title }) => ({
      message:
        'Thank you! Your story has been received and will appear on the site after an editor reviews it.',
      story: { documentId: 'draft-1', title, status: 'draft' as const },
    }),
  },
} satisfies Meta<typeof CreateStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tiny PNG, enough for the preview. */
const pixel = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'runway.png',
    { type: 'image/png' },
  );

export const Empty: Story = {};

export const MissingFile: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Title'), 'Sunrise');
    await userEvent.type(page.getByLabelText('Description'), 'First light.');
    await userEvent.click(page.getByRole('button', { name: 'Create Story' }));
    await expect((await page.findAllByText('Please select a file'))[0]).toBeVisible();
  },
};

const fillAndSend: Story['play'] = async ({ canvasElement }) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText('Title'), 'Sunrise over the runway');
  await userEvent.type(page.getByLabelText('Description'), 'First light on runway 27.');
  await userEvent.upload(page.getByLabelText(/Image file/), pixel());
  await userEvent.click(page.getByRole('button', { name: 'Create Story' }));
};

export const Submitted: Story = { play: fillAndSend };

export const Refused: Story = {
  args: {
    createStory: async () => {
      throw new ApiRequestError(
        415,
        'NOT_AN_IMAGE',
        'This file is not a JPEG, PNG, GIF or WebP image.',
        {
          file: 'This file is not a JPEG, PNG, GIF or WebP image.',
        },
      );
    },
  },
  play: fillAndSend,
};

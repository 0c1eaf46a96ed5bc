import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '@/features/quiz/components/quiz.css';
import { DailyResultCard } from './DailyResultCard';
import { exampleResult } from './learning-fixtures';

const meta = {
  title: 'Learning/DailyResultCard',
  component: DailyResultCard,
  parameters: { path: '/daily' },
  args: {
    result: exampleResult,
    siteName: 'Apogee',
    shareUrl: 'https://apogee.example/daily/result/k3J9xQ2mVa',
    visitor: true,
    shareWith: { clipboard: { writeText: async () => undefined } },
  },
} satisfies Meta<typeof DailyResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const SignedIn: Story = { args: { visitor: false } };

export const PerfectScore: Story = {
  args: {
    visitor: false,
    result: {
      ...exampleResult,
      right: 5,
      answers: [true, true, true, true, true],
      grid: 'Apogee Daily #330 5/5\n🟩🟩🟩🟩🟩',
    },
  },
};

/** Without a share sheet the link is copied, and the reader is told so. */
export const LinkCopied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByText('Link copied: paste it to a friend.')).toBeVisible();
  },
};

/** Where neither sharing nor copying works, the link is shown to copy by hand. */
export const CopyFailed: Story = {
  args: { shareWith: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByText(/Your result's link/)).toBeVisible();
  },
};

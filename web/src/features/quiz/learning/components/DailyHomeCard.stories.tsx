import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DailyCardStatus } from './DailyCardStatus';
import { DailyHomeCard } from './DailyHomeCard';
import { exampleResult } from './learning-fixtures';

const ready = {
  kind: 'ready',
  number: 330,
  total: 5,
  answered: 0,
  result: null,
  streak: null,
} as const;

const meta = {
  title: 'Learning/DailyHomeCard',
  component: DailyHomeCard,
  parameters: { path: '/' },
  args: { status: <DailyCardStatus view={ready} /> },
} satisfies Meta<typeof DailyHomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader who has not played today: the number, and the way in. */
export const NotPlayed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Daily #330')).toBeVisible();
    await expect(canvas.getByText('Not played yet today.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play today’s challenge' })).toHaveAttribute(
      'href',
      '/daily',
    );
  },
};

/** Played: the score and the spoiler-free grid, read out as words. */
export const Played: Story = {
  args: { status: <DailyCardStatus view={{ ...ready, answered: 5, result: exampleResult }} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', {
        name: 'question 1 right, question 2 wrong, question 3 right, question 4 right, question 5 wrong',
      }),
    ).toHaveTextContent('🟩🟥🟩🟩🟥');
    await expect(canvas.getByText(/Played: 3\/5/)).toBeVisible();
  },
};

/** Half-way through: the reader goes on where they left off. */
export const InProgress: Story = {
  args: { status: <DailyCardStatus view={{ ...ready, answered: 2 }} /> },
};

/** A signed-in reader with a streak who has not played yet. */
export const StreakToKeep: Story = {
  args: { status: <DailyCardStatus view={{ ...ready, streak: 12 }} /> },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('12-day streak: play today to keep it'),
    ).toBeVisible();
  },
};

/** A signed-in reader's streak, today's challenge played. */
export const StreakKept: Story = {
  args: {
    status: <DailyCardStatus view={{ ...ready, answered: 5, result: exampleResult, streak: 13 }} />,
  },
};

export const NoChallengeToday: Story = {
  args: { status: <DailyCardStatus view={{ ...ready, total: 0 }} /> },
};

/** A visitor who never opened the challenge: nothing is asked of the service. */
export const NewVisitor: Story = {
  args: { status: <DailyCardStatus view={{ kind: 'new' }} /> },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('A new challenge every day: you have not played yet.'),
    ).toBeVisible();
  },
};

/** While the reader's state is asked for, the public card is already there. */
export const Loading: Story = {
  args: { status: <DailyCardStatus view={{ kind: 'loading' }} /> },
};

/** The state could not be read: the link still works. */
export const Failed: Story = {
  args: { status: <DailyCardStatus view={{ kind: 'failed' }} /> },
};

export const NightNotPlayed: Story = { globals: { theme: 'night' } };

export const NightPlayedWithStreak: Story = {
  ...StreakKept,
  globals: { theme: 'night' },
};

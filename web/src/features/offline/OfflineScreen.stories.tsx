import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineScreen } from './OfflineScreen';

const meta = {
  title: 'Offline/OfflineScreen',
  component: OfflineScreen,
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = [
  { slug: 'the-x-15-at-the-edge-of-space', title: 'The X-15 at the edge of space' },
  { slug: 'how-the-iss-is-resupplied', title: 'How the ISS is resupplied' },
];

export const WithSavedArticles: Story = {
  args: { articles: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'The X-15 at the edge of space' }),
    ).toHaveAttribute('href', '/the-x-15-at-the-edge-of-space');
  },
};

export const WithSavedArticlesAtNight: Story = {
  args: { articles: saved },
  globals: { theme: 'night' },
};

export const NoneSaved: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No articles are saved on this device. Save an article while online to read it here without a connection.',
      ),
    ).toBeVisible();
  },
};

export const NoneSavedAtNight: Story = {
  args: { articles: [] },
  globals: { theme: 'night' },
};

import type { FollowingFeed } from '@apogee/contracts/follows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowingSection } from './FollowingSection';

const feed: FollowingFeed = {
  following: 3,
  articles: [
    {
      slug: 'artemis-return-to-the-moon',
      title: 'Artemis: the return to the Moon',
      description: 'Why this time is different.',
      publishedAt: '2026-05-04T09:00:00.000Z',
      category: { name: 'Space', slug: 'space' },
      author: { name: 'Ada Byron', slug: 'ada-byron' },
    },
    {
      slug: 'the-wright-flyer',
      title: 'The Wright Flyer at 120',
      description: 'Twelve seconds that changed travel.',
      publishedAt: '2026-05-03T09:00:00.000Z',
      category: { name: 'Aviation', slug: 'aviation' },
      author: null,
    },
  ],
};

const meta = {
  title: 'Follows/FollowingSection',
  component: FollowingSection,
  parameters: { path: '/' },
  args: { view: { kind: 'ready', feed }, onRetry: fn() },
} satisfies Meta<typeof FollowingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest articles of what the reader follows, newest first. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Following' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Artemis: the return to the Moon' }),
    ).toHaveAttribute('href', '/artemis-return-to-the-moon');
    await expect(canvas.getByText('Space · Ada Byron · May 4, 2026')).toBeVisible();
  },
};

export const Loading: Story = { args: { view: { kind: 'loading' } } };

/** The reader follows nothing yet: how to. */
export const FollowsNothing: Story = {
  args: { view: { kind: 'ready', feed: { following: 0, articles: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Follow categories, tags and authors from their pages: their newest articles will appear here.',
      ),
    ).toBeVisible();
  },
};

/** What the reader follows has no articles yet. */
export const Empty: Story = {
  args: { view: { kind: 'ready', feed: { following: 2, articles: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing new from what you follow yet.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { view: { kind: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load the articles you follow.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NightList: Story = { ...List, globals: { theme: 'night' } };
export const NightFollowsNothing: Story = { ...FollowsNothing, globals: { theme: 'night' } };
export const NightFailed: Story = { ...Failed, globals: { theme: 'night' } };

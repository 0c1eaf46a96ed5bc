import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleMedia, samplePictures } from '@/lib/fixtures/sample-content';
import type { Story as VisualStory } from '../api/story';
import { LatestStories } from './LatestStories';

const story = (slug: string, title: string, picture: keyof typeof samplePictures): VisualStory => ({
  id: slug,
  slug,
  title,
  description: '',
  readerName: null,
  pages: [{ caption: title, media: sampleMedia(samplePictures[picture]) }],
});

const stories = [
  story('countdown-to-lift-off', 'Countdown to Lift-off', 'story'),
  { ...story('sunrise-over-runway-27', 'Sunrise Over Runway 27', 'clouds'), readerName: 'Amelia' },
  story('a-night-in-orbit', 'A Night in Orbit', 'orbit'),
  story('gliders-over-the-alps', 'Gliders over the Alps', 'clouds'),
  story('the-fifth-is-left-out', 'The fifth is left out', 'story'),
];

const meta = {
  title: 'Stories/LatestStories',
  component: LatestStories,
  parameters: { path: '/' },
  args: { stories },
} satisfies Meta<typeof LatestStories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four newest, and a link to them all. */
export const FourNewest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('The fifth is left out')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See all stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
  },
};

export const OneStory: Story = { args: { stories: stories.slice(0, 1) } };

/** No published story: the home page goes without the row. */
export const NoStories: Story = {
  args: { stories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Night: Story = { globals: { theme: 'night' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePictures } from '@/lib/fixtures/sample-content';
import { AuthorProfile } from './AuthorProfile';

const meta = {
  title: 'Blog/AuthorProfile',
  component: AuthorProfile,
  args: {
    author: {
      name: 'Tomás Arriaga',
      slug: 'tomas-arriaga',
      jobTitle: 'Space correspondent',
      bio: 'Tomás covers launches, landers and the people who build them, after eight years as a propulsion test engineer.',
      picture: samplePictures.orbit,
      links: [
        { label: 'Website', url: 'https://tomas-arriaga.example' },
        { label: 'Mastodon', url: 'https://spacey.social.example/@tomas' },
      ],
    },
  },
} satisfies Meta<typeof AuthorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
/** A new author with only a name: initials stand in for the portrait. */
export const NameOnly: Story = {
  args: {
    author: {
      name: 'Ingrid Solberg',
      slug: 'ingrid-solberg',
      jobTitle: null,
      bio: null,
      picture: null,
      links: [],
    },
  },
};

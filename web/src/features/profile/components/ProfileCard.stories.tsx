import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Accounts/ProfileCard',
  component: ProfileCard,
  args: {
    user: {
      id: '1',
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      profession: 'Flight test engineer',
      bio: 'I write about wind tunnels, high-lift wings and the people who fly the first prototypes.',
      avatarUrl: null,
    },
  },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};

/** A fresh account: default picture, no bio, no profession yet. */
export const NewAccount: Story = {
  args: {
    user: {
      id: '2',
      name: 'Grace Hopper',
      username: 'grace',
      email: 'grace@example.com',
      profession: '',
      bio: '',
      avatarUrl: null,
    },
  },
};

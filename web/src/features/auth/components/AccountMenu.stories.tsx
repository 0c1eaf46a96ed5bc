import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenu } from './AccountMenu';

/** A small generated picture standing in for an uploaded avatar. */
const sampleAvatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e4572e"/><circle cx="32" cy="26" r="12" fill="#fdece6"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fdece6"/></svg>',
  );

const meta = {
  title: 'Accounts/AccountMenu',
  component: AccountMenu,
  args: { user: { name: 'Ada Lovelace', avatarUrl: null }, onLogout: () => undefined },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: '18rem',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture chosen: the default picture. */
export const DefaultPicture: Story = {};
export const WithAvatar: Story = {
  args: { user: { name: 'Ada Lovelace', avatarUrl: sampleAvatar } },
};
/** Open: the links, the theme's choices (Follow the system checked) and Logout. */
export const Open: Story = { args: { defaultOpen: true } };
/** The same in the night theme. */
export const OpenAtNight: Story = { args: { defaultOpen: true }, globals: { theme: 'night' } };
export const LongName: Story = {
  args: { user: { name: 'Maximiliana Featherstonehaugh-Montgomery', avatarUrl: null } },
};

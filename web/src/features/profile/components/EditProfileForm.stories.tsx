import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { profileMessages } from '@apogee/contracts/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { EditProfileForm } from './EditProfileForm';

const user = {
  id: '1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  profession: 'Flight test engineer',
  bio: 'I write about wind tunnels.',
  avatarUrl: null,
};

const meta = {
  title: 'Accounts/EditProfileForm',
  component: EditProfileForm,
  args: {
    user,
    onSaved: () => undefined,
    updateProfile: async (input) => ({
      message: profileMessages.updated,
      user: { ...user, ...input, bio: input.bio ?? '' },
    }),
    uploadAvatar: async () => ({ message: profileMessages.avatarUpdated, user }),
  },
} satisfies Meta<typeof EditProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** SPEC.md §5: the four required fields emptied. */
export const RequiredFields: Story = {
  args: {
    initialErrors: {
      name: profileMessages.required,
      email: profileMessages.required,
      username: profileMessages.required,
      profession: profileMessages.required,
    },
  },
};

export const Updated: Story = {
  args: { initialOutcome: { tone: 'success', text: profileMessages.updated } },
};

/** The email was changed: the current password was asked, the new inbox gets a link. */
export const EmailChangePending: Story = {
  args: {
    initialOutcome: {
      tone: 'success',
      text: accountSecurityMessages.checkNewInbox('ada.new@example.com'),
    },
  },
};

export const WrongCurrentPassword: Story = {
  args: {
    initialChanges: { email: 'ada.new@example.com' },
    initialOutcome: { tone: 'error', text: profileMessages.updateFailed },
    initialErrors: { currentPassword: accountSecurityMessages.currentPasswordWrong },
  },
};

export const Failed: Story = {
  args: {
    initialOutcome: { tone: 'error', text: profileMessages.updateFailed },
    initialErrors: { avatar: profileMessages.avatarTooLarge },
    updateProfile: async () => {
      throw new ApiRequestError(500, 'INTERNAL', profileMessages.updateFailed);
    },
  },
};

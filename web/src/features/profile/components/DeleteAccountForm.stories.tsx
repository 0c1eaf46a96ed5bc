import type { MessageResponse } from '@apogee/contracts/accounts';
import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { readersRightsMessages } from '@apogee/contracts/readers-rights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteAccountForm } from './DeleteAccountForm';

const meta = {
  title: 'Accounts/DeleteAccountForm',
  component: DeleteAccountForm,
  args: {
    deleteAccount: async (): Promise<MessageResponse> => ({
      message: readersRightsMessages.deleted,
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sending: the password check takes its time (argon2id), the button says so. */
export const Loading: Story = {
  args: { deleteAccount: () => new Promise<MessageResponse>(() => undefined) },
};

export const Deleted: Story = {
  args: { initialOutcome: { tone: 'success', text: readersRightsMessages.deleted } },
};

/** The messages under the fields: no choice for the comments, a wrong password. */
export const FieldErrors: Story = {
  args: {
    initialErrors: {
      comments: readersRightsMessages.commentsChoiceRequired,
      currentPassword: accountSecurityMessages.currentPasswordWrong,
    },
  },
};

import { accountMessages, type MessageResponse } from '@apogee/contracts/accounts';
import { accountSecurityMessages } from '@apogee/contracts/account-security';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    changePassword: async (): Promise<MessageResponse> => ({
      message: accountSecurityMessages.passwordChanged,
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sending: the service takes its time (argon2id), the button says so. */
export const Loading: Story = {
  args: { changePassword: () => new Promise<MessageResponse>(() => undefined) },
};

export const Changed: Story = {
  args: { initialOutcome: { tone: 'success', text: accountSecurityMessages.passwordChanged } },
};

/** The messages under the fields: wrong current password, a common new one. */
export const FieldErrors: Story = {
  args: {
    initialErrors: {
      currentPassword: accountSecurityMessages.currentPasswordWrong,
      newPassword: accountMessages.passwordTooCommon,
    },
  },
};

/** Too many tries with the current password: a limit, shown above the button. */
export const RateLimited: Story = {
  args: {
    initialOutcome: { tone: 'error', text: accountSecurityMessages.tooManyPasswordChecks },
    changePassword: async () => {
      throw new ApiRequestError(429, 'RATE_LIMITED', accountSecurityMessages.tooManyPasswordChecks);
    },
  },
};

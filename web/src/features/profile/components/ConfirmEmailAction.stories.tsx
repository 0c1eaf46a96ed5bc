import { accountSecurityMessages } from '@apogee/contracts/account-security';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { ConfirmEmailAction } from './ConfirmEmailAction';

const meta = {
  title: 'Accounts/ConfirmEmailAction',
  component: ConfirmEmailAction,
  args: {
    token: 'a-token-from-the-email',
    confirmEmail: async () => ({ message: accountSecurityMessages.emailChanged }),
  },
} satisfies Meta<typeof ConfirmEmailAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = { args: { initialState: 'sending' } };

export const Confirmed: Story = {
  args: { initialState: 'done', initialMessage: accountSecurityMessages.emailChanged },
};

/** Used already, expired, or replaced by a newer request. */
export const ExpiredOrInvalid: Story = {
  args: {
    initialState: 'failed',
    initialMessage: accountSecurityMessages.emailLinkInvalid,
    confirmEmail: async () => {
      throw new ApiRequestError(400, 'INVALID_LINK', accountSecurityMessages.emailLinkInvalid);
    },
  },
};

/** The link was cut: no token, no button. */
export const MissingToken: Story = { args: { token: undefined } };

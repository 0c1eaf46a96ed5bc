import { accountMessages } from '@apogee/contracts/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Accounts/SignUpForm',
  component: SignUpForm,
  args: {
    onSignedUp: () => undefined,
    onSwitchToLogin: () => undefined,
    signUp: async () => ({
      message: accountMessages.signUpSuccess,
      user: {
        id: '1',
        name: 'Ada Lovelace',
        username: 'ada',
        email: 'ada@example.com',
        profession: '',
        bio: '',
        avatarUrl: null,
      },
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '34rem' }}>{Story()}</div>],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Every sign-up message (docs/product/accounts.md#sign-up), as after submitting an empty form. */
export const EveryMessage: Story = {
  args: {
    initialErrors: {
      firstName: accountMessages.firstNameRequired,
      lastName: accountMessages.lastNameRequired,
      username: accountMessages.usernameRequired,
      email: accountMessages.invalidEmail,
      password: accountMessages.passwordRequired,
      confirmPassword: accountMessages.passwordsDiffer,
      acceptTerms: accountMessages.termsRequired,
    },
  },
};

/** The service refused: its text above the button and under the field it names. */
export const UsernameTaken: Story = {
  args: {
    initialFailure: accountMessages.usernameTaken,
    initialErrors: { username: accountMessages.usernameTaken },
    signUp: async () => {
      throw new ApiRequestError(409, 'ACCOUNT_EXISTS', accountMessages.usernameTaken, {
        username: accountMessages.usernameTaken,
      });
    },
  },
};

/** Anything without a message from the service. */
export const UnknownFailure: Story = { args: { initialFailure: 'An error occurred' } };

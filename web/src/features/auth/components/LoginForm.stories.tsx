import { accountMessages, type CurrentUser, type LoginResponse } from '@apogee/contracts/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { LoginForm } from './LoginForm';

const reader: CurrentUser = {
  id: '1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  profession: 'Analyst',
  bio: '',
  avatarUrl: null,
};

const meta = {
  title: 'Accounts/LoginForm',
  component: LoginForm,
  args: {
    onLoggedIn: () => undefined,
    onForgotPassword: () => undefined,
    onSwitchToSignUp: () => undefined,
    login: async () => ({ message: accountMessages.loginSuccess, user: reader }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '34rem' }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Right after sign-up: the service's message above the form. */
export const AfterSignUp: Story = { args: { notice: accountMessages.signUpSuccess } };

/** Wrong credentials: the service's text in red above the button. */
export const InvalidCredentials: Story = {
  args: {
    initialFailure: accountMessages.invalidCredentials,
    login: async () => {
      throw new ApiRequestError(401, 'INVALID_CREDENTIALS', accountMessages.invalidCredentials);
    },
  },
};

export const MissingFields: Story = {
  args: {
    initialErrors: {
      emailOrUsername: accountMessages.loginRequired,
      password: accountMessages.passwordRequired,
    },
  },
};

/** Submitting never finishes: the button stays "Logging in..." and disabled. */
export const Pending: Story = {
  args: { login: () => new Promise<LoginResponse>(() => undefined) },
};

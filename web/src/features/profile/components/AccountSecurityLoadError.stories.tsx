import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSecurityLoadError } from './AccountSecurityLoadError';

const meta = {
  title: 'Accounts/AccountSecurityLoadError',
  component: AccountSecurityLoadError,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof AccountSecurityLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceDown: Story = {
  args: { message: 'The service is unavailable. Please try again later.' },
};

export const NoDetails: Story = {};

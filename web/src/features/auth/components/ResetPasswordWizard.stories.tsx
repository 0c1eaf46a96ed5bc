import { resetMessages } from '@apogee/contracts/password-reset';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordUpdatedDialog } from './PasswordUpdatedDialog';
import { ResetCodeStep } from './ResetCodeStep';
import { ResetPasswordStep } from './ResetPasswordStep';
import { ResetRequestStep } from './ResetRequestStep';

const noop = () => undefined;
const ok = async () => ({ message: 'OK' });

/** The three steps of the reset wizard and its closing dialog, each in its states. */
const meta = {
  title: 'Accounts/ResetPasswordWizard',
  decorators: [(Story) => <div style={{ maxWidth: '34rem' }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1Identifier: Story = {
  render: () => (
    <ResetRequestStep
      onCodeSent={noop}
      onCancel={noop}
      requestReset={async () => ({ resetId: 'r1', message: resetMessages.codeSent })}
    />
  ),
};

export const Step1Required: Story = {
  render: () => (
    <ResetRequestStep
      onCodeSent={noop}
      onCancel={noop}
      initialError={resetMessages.identifierRequired}
    />
  ),
};

export const Step1TooManyRequests: Story = {
  render: () => (
    <ResetRequestStep
      onCodeSent={noop}
      onCancel={noop}
      initialFailure={resetMessages.tooManyRequests}
    />
  ),
};

export const Step2Code: Story = {
  render: () => (
    <ResetCodeStep
      resetId="r1"
      notice={resetMessages.codeSent}
      onVerified={noop}
      onCancel={noop}
      verify={ok}
    />
  ),
};

export const Step2Required: Story = {
  render: () => (
    <ResetCodeStep
      resetId="r1"
      onVerified={noop}
      onCancel={noop}
      initialError={resetMessages.otpRequired}
    />
  ),
};

export const Step2WrongCode: Story = {
  render: () => (
    <ResetCodeStep
      resetId="r1"
      onVerified={noop}
      onCancel={noop}
      initialFailure={resetMessages.codeInvalid}
    />
  ),
};

export const Step3NewPassword: Story = {
  render: () => (
    <ResetPasswordStep resetId="r1" otp="123456" onUpdated={noop} onCancel={noop} complete={ok} />
  ),
};

export const Step3Rules: Story = {
  render: () => (
    <ResetPasswordStep
      resetId="r1"
      otp="123456"
      onUpdated={noop}
      onCancel={noop}
      initialErrors={{
        password: resetMessages.passwordRule,
        confirmPassword: resetMessages.passwordsDiffer,
      }}
    />
  ),
};

export const Step3Required: Story = {
  render: () => (
    <ResetPasswordStep
      resetId="r1"
      otp="123456"
      onUpdated={noop}
      onCancel={noop}
      initialErrors={{
        password: resetMessages.newPasswordRequired,
        confirmPassword: resetMessages.confirmRequired,
      }}
    />
  ),
};

export const PasswordUpdated: Story = {
  render: () => <PasswordUpdatedDialog onBackToLogin={noop} />,
};

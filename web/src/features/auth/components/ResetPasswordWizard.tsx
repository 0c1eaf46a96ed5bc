import { useState } from 'react';
import { PasswordUpdatedDialog } from './PasswordUpdatedDialog';
import { ResetCodeStep } from './ResetCodeStep';
import { ResetPasswordStep } from './ResetPasswordStep';
import { ResetRequestStep } from './ResetRequestStep';

type WizardState =
  | { step: 'request' }
  | { step: 'code'; resetId: string; notice: string }
  | { step: 'password'; resetId: string; otp: string }
  | { step: 'done' };

export interface ResetPasswordWizardProps {
  /** Cancel at any step, or "Back To Login" at the end. */
  onClose: () => void;
}

/**
 * The three-step password reset (docs/product/accounts.md#password-reset): identifier → emailed
 * code → new password.
 */
export function ResetPasswordWizard({ onClose }: ResetPasswordWizardProps) {
  const [state, setState] = useState<WizardState>({ step: 'request' });

  switch (state.step) {
    case 'request':
      return (
        <ResetRequestStep
          onCancel={onClose}
          onCodeSent={({ resetId, message }) =>
            setState({ step: 'code', resetId, notice: message })
          }
        />
      );
    case 'code':
      return (
        <ResetCodeStep
          resetId={state.resetId}
          notice={state.notice}
          onCancel={onClose}
          onVerified={(otp) => setState({ step: 'password', resetId: state.resetId, otp })}
        />
      );
    case 'password':
      return (
        <ResetPasswordStep
          resetId={state.resetId}
          otp={state.otp}
          onCancel={onClose}
          onUpdated={() => setState({ step: 'done' })}
        />
      );
    case 'done':
      return <PasswordUpdatedDialog onBackToLogin={onClose} />;
  }
}

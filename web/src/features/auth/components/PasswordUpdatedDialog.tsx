import { resetMessages } from '@apogee/contracts/password-reset';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/Button';

export interface PasswordUpdatedDialogProps {
  onBackToLogin: () => void;
}

/**
 * The modal that ends the reset wizard (docs/product/accounts.md#password-reset). A native modal
 * <dialog>: focus moves into it, the page behind is inert, and Escape closes it like "Back To
 * Login".
 */
export function PasswordUpdatedDialog({ onBackToLogin }: PasswordUpdatedDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby="password-updated-title"
      onCancel={(event) => {
        event.preventDefault();
        onBackToLogin();
      }}
    >
      <p id="password-updated-title" className="auth-dialog__title">
        {resetMessages.passwordUpdated}
      </p>
      <Button autoFocus onClick={onBackToLogin}>
        Back To Login
      </Button>
    </dialog>
  );
}

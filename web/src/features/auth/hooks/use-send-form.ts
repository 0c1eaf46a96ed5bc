import { useState } from 'react';
import { errorText } from '../components/auth-error-text';

/**
 * The sending state of an account form: `pending` while the request is under way, and the
 * service's message (`failure`) when it failed, after which the reader may send again.
 * On success the form stays pending: the next screen replaces it.
 */
export function useSendForm(initialFailure?: string) {
  const [failure, setFailure] = useState(initialFailure);
  const [pending, setPending] = useState(false);

  /** Runs the request; `onFailure` may also show the field messages the service sent. */
  async function send(request: () => Promise<void>, onFailure?: (caught: unknown) => void) {
    setPending(true);
    try {
      await request();
    } catch (caught) {
      onFailure?.(caught);
      setFailure(errorText(caught, 'An error occurred'));
      setPending(false);
    }
  }

  return { failure, setFailure, pending, send };
}

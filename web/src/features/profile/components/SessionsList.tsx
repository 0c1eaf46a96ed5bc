import {
  accountSecurityMessages,
  type AccountSession,
  type EndedSessionsResponse,
} from '@apogee/contracts/account-security';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import {
  endOtherSessions as endOtherSessionsRequest,
  endSession as endSessionRequest,
} from '../api/end-sessions';
import { deviceLabel } from '../lib/device-label';
import { formatSessionTime } from '../lib/session-time';

type Outcome = { tone: 'success' | 'error'; text: string };

export interface SessionsListProps {
  sessions: AccountSession[];
  /** Called after a session ended (or was found already ended), to load the list again. */
  onChanged?: () => void;
  endSession?: (id: string, currentPassword: string) => Promise<EndedSessionsResponse>;
  endOtherSessions?: (currentPassword: string) => Promise<EndedSessionsResponse>;
  initialOutcome?: Outcome;
  initialPasswordError?: string;
}

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

/** Where the reader is signed in: this device first, each other one with "End session". */
export function SessionsList({
  sessions,
  onChanged,
  endSession = endSessionRequest,
  endOtherSessions = endOtherSessionsRequest,
  initialOutcome,
  initialPasswordError,
}: SessionsListProps) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome | undefined>(initialOutcome);
  /** The session being ended, or "others" for "Sign out everywhere else". */
  const [pending, setPending] = useState<string>();
  // Ending sessions asks for the password again, so a stolen session cannot lock the owner out.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(initialPasswordError);
  const others = sessions.filter((s) => !s.current);

  async function run(key: string, action: (password: string) => Promise<EndedSessionsResponse>) {
    setOutcome(undefined);
    if (!password) {
      setPasswordError(accountSecurityMessages.currentPasswordRequired);
      return;
    }
    setPending(key);
    try {
      setOutcome({ tone: 'success', text: (await action(password)).message });
      setPassword('');
      onChanged?.();
    } catch (error) {
      const fieldMessage =
        error instanceof ApiRequestError ? error.fields.currentPassword : undefined;
      if (fieldMessage) setPasswordError(fieldMessage);
      else setOutcome({ tone: 'error', text: failureText(error) });
      // Already ended elsewhere: the list is out of date.
      if (error instanceof ApiRequestError && error.status === 404) onChanged?.();
    } finally {
      setPending(undefined);
    }
  }

  return (
    <section className="account-security__panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="account-security__heading">
        Where you are signed in
      </h2>
      {sessions.length === 0 ? (
        <p className="account-security__hint">No open sessions were found.</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="session-list__item">
              <div className="session-list__text">
                <p className="session-list__device">
                  {deviceLabel(session.userAgent)}
                  {session.current ? (
                    <span className="session-list__badge">This device</span>
                  ) : null}
                </p>
                <p className="session-list__meta">
                  {session.ip ? `Address ${session.ip} · ` : ''}
                  Signed in {formatSessionTime(session.createdAt)} · Last seen{' '}
                  {formatSessionTime(session.lastSeenAt)}
                  {session.remember ? ' · Remembered' : ''}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  disabled={!hydrated || pending !== undefined}
                  aria-label={`End session: ${deviceLabel(session.userAgent)}`}
                  onClick={() => void run(session.id, (pw) => endSession(session.id, pw))}
                >
                  {pending === session.id ? 'Ending...' : 'End session'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length === 0 ? (
        sessions.length > 0 ? (
          <p className="account-security__hint">You are not signed in anywhere else.</p>
        ) : null
      ) : (
        <FormField
          label="Current password (to end sessions)"
          type="password"
          name="sessionsPassword"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          disabled={!hydrated}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
      )}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      {others.length > 0 ? (
        <Button
          disabled={!hydrated || pending !== undefined}
          onClick={() => void run('others', endOtherSessions)}
        >
          {pending === 'others' ? 'Signing out...' : 'Sign out everywhere else'}
        </Button>
      ) : null}
    </section>
  );
}

import { accountMessages } from '@apogee/contracts/accounts';
import { AppError } from '../../lib/errors';

/** 409 naming which of username and email another account already has. */
export function conflict(fields: { username: boolean; email: boolean }): AppError {
  const messages: Record<string, string> = {};
  if (fields.username) messages.username = accountMessages.usernameTaken;
  if (fields.email) messages.email = accountMessages.emailTaken;
  const first = Object.values(messages)[0] ?? accountMessages.usernameTaken;
  return new AppError(409, 'ACCOUNT_EXISTS', first, messages);
}

/** Postgres unique violation on one of the users' lower(...) indexes → the field it protects. */
export function takenFieldOf(error: unknown): 'username' | 'email' | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('users_username_lower_key')) return 'username';
  if (where.includes('users_email_lower_key')) return 'email';
  return null;
}

// The accounts module as other modules and the REST adapter see it: its plugin, its service
// and the password rules every new password meets. Its repository stays its own.
export { accountsModule } from './routes';
export type { Auth, SignedInUser } from './authentication';
export type { AccountsService, SignUpData, StartedSession } from './service';
export type { UserRow } from './repository';
export { conflict, takenFieldOf } from './conflicts';
export { assertNewPassword } from './password-policy';
export { hashPassword, isCommonPassword, verifyPassword } from './passwords';
export { openSessionUser, openSessionUsers } from './session-policy';
export { toCurrentUser } from './user-view';

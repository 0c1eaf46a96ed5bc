// The password-reset module as the app and the REST adapter see it: its plugin and service.
export { passwordResetModule } from './routes';
export type { PasswordResetService } from './service';

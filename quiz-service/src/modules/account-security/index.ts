// The account-security module as other modules see it: its plugin and its service.
export { accountSecurityModule } from './routes';
export type { AccountSecurityService, Actor } from './service';

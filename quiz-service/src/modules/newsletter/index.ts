// The newsletter module as the app and the REST adapter see it: its plugin and service.
export { newsletterModule } from './routes';
export type { NewsletterService } from './service';
export { hashToken } from './tokens';

// The newsletter's sends and their delivery, as the app and the worker process see them.
export { newsletterDigestsModule } from './digest';
export { newsletterSendsModule } from './routes';
export type { NewsletterSends } from './service';
export { startNewsletterWorker } from './worker';

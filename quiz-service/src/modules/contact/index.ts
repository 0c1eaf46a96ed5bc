// The contact module as the app and the REST adapter see it: its plugin and service.
export { contactModule } from './routes';
export type { ContactService } from './service';

// The profile module as the app and the REST adapter see it: its plugin and service.
export { profileModule } from './routes';
export type { ProfileChanges, ProfileService, ProfileUpdate } from './service';

// The readers' rights module as the app sees it: its plugin and service.
export { readersRightsModule } from './routes';
export type { ReadersRights } from './service';

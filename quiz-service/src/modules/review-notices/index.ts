// The review notices module as the app sees it: its plugin.
export { reviewNoticesModule } from './routes';

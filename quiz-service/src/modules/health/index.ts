// The health module as the app sees it.
export { healthModule } from './routes';

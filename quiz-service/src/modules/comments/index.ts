// The comments module as the app and the REST adapter see it: its plugin and service.
export { commentsModule } from './routes';
export type { CommentsService } from './service';

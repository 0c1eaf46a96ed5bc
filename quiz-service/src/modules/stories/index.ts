// The stories module as the app and the REST adapter see it: its plugin, its service and the
// reading of a story's multipart upload.
export { storiesModule } from './routes';
export type { StoriesService } from './service';
export { receiveStoryUpload, type StoryUpload } from './upload';

// The saved-articles module as the app sees it: its plugin and service.
export { savedArticlesModule } from './routes';
export type { SavedArticlesService } from './service';
/** What the reader's copy of their data shows of their reading list (readers-rights). */
export { readerReadingData } from './repository';

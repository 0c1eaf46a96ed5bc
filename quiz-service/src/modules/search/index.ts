// The search module as the app and the REST adapter see it: its plugin, its service (the
// site's search, and the archive the adapter lists) and the index's upkeep.
export { searchModule } from './routes';
export type { ArchiveCursor, ArchiveFilter, ArchiveRow, SearchService } from './service';
export type { IndexSync, RebuildReport } from './index-sync';

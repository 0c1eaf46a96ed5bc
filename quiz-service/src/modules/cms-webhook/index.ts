// The CMS webhook module as the app sees it: its plugin and the changes it announces.
export { cmsWebhookModule } from './routes';
export type { ContentChange, ContentChanges } from './service';

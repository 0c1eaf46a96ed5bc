// The newsroom's Subscribers page: list, CSV export, CSV import (docs/decisions/055).
export { newsletterSubscribersModule } from './routes';

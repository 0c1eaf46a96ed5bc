// The follows module as the app and the newsletter see it: its plugin, its service, and the
// saving of a subscription's topics as the followed categories of the account at its address.
export { followsModule } from './routes';
export { saveTopicsOfAddress, type FollowsService } from './service';

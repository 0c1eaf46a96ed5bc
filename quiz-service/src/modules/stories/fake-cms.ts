/** The reliability tests' name for the one fake CMS (src/testing/fake-cms.ts). */
export {
  startFakeCms as startFakeEngagementCms,
  type FakeCms as FakeEngagementCms,
} from '../../testing/fake-cms';

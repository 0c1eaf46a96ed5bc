/** The reliability tests' name for the one fake CMS (src/testing/fake-cms.ts). */
export {
  startFakeCms as startFakeContentCms,
  type FakeCms as FakeContentCms,
} from '../../testing/fake-cms';

import type { ArticleSeed } from '../types';
import airTrafficControlAndAdsB from './air-traffic-control-and-ads-b';
import artemisProgrammeReturnToTheMoon from './artemis-programme-return-to-the-moon';
import concordeLegacy from './concorde-legacy';
import exoplanetDetectionMethods from './exoplanet-detection-methods';
import flyByWireExplained from './fly-by-wire-explained';
import howJetEnginesMakeThrust from './how-jet-engines-make-thrust';
import rocketEngineCycles from './rocket-engine-cycles';
import wrightFlyerFirstFlight from './wright-flyer-first-flight';

/** Every sample article, newest first (the order the site lists them in). */
export const articles: ArticleSeed[] = [
  airTrafficControlAndAdsB,
  artemisProgrammeReturnToTheMoon,
  concordeLegacy,
  exoplanetDetectionMethods,
  flyByWireExplained,
  howJetEnginesMakeThrust,
  rocketEngineCycles,
  wrightFlyerFirstFlight,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

import type { ArticleSeed } from '../types';
import airTrafficControlAndAdsB from './air-traffic-control-and-ads-b';
import apollo13SuccessfulFailure from './apollo-13-successful-failure';
import artemisProgrammeReturnToTheMoon from './artemis-programme-return-to-the-moon';
import concordeLegacy from './concorde-legacy';
import etopsTwinEngineOceanicFlights from './etops-twin-engine-oceanic-flights';
import exoplanetDetectionMethods from './exoplanet-detection-methods';
import flightRecordersBlackBoxes from './flight-recorders-black-boxes';
import flyByWireExplained from './fly-by-wire-explained';
import howJetEnginesMakeThrust from './how-jet-engines-make-thrust';
import issLifeSupportSystems from './iss-life-support-systems';
import jamesWebbSunshield from './james-webb-sunshield';
import physicsOfLiftExplained from './physics-of-lift-explained';
import reusableBoostersPropulsiveLanding from './reusable-boosters-propulsive-landing';
import rocketEngineCycles from './rocket-engine-cycles';
import sustainableAviationFuel from './sustainable-aviation-fuel';
import wrightFlyerFirstFlight from './wright-flyer-first-flight';

/** Every sample article, newest first (the order the site lists them in). */
export const articles: ArticleSeed[] = [
  airTrafficControlAndAdsB,
  apollo13SuccessfulFailure,
  artemisProgrammeReturnToTheMoon,
  concordeLegacy,
  etopsTwinEngineOceanicFlights,
  exoplanetDetectionMethods,
  flightRecordersBlackBoxes,
  flyByWireExplained,
  howJetEnginesMakeThrust,
  issLifeSupportSystems,
  jamesWebbSunshield,
  physicsOfLiftExplained,
  reusableBoostersPropulsiveLanding,
  rocketEngineCycles,
  sustainableAviationFuel,
  wrightFlyerFirstFlight,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

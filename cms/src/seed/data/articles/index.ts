import type { ArticleSeed } from '../types';
import airTrafficControlAndAdsB from './air-traffic-control-and-ads-b';
import aircraftDeIcing from './aircraft-de-icing';
import airshipsRiseAndFall from './airships-rise-and-fall';
import apollo13SuccessfulFailure from './apollo-13-successful-failure';
import artemisProgrammeReturnToTheMoon from './artemis-programme-return-to-the-moon';
import asteroidDeflectionDart from './asteroid-deflection-dart';
import birdStrikesAndAircraft from './bird-strikes-and-aircraft';
import breakingTheSoundBarrier from './breaking-the-sound-barrier';
import concordeLegacy from './concorde-legacy';
import contrailsAndClimate from './contrails-and-climate';
import electricAndHydrogenAircraft from './electric-and-hydrogen-aircraft';
import etopsTwinEngineOceanicFlights from './etops-twin-engine-oceanic-flights';
import exoplanetDetectionMethods from './exoplanet-detection-methods';
import flightRecordersBlackBoxes from './flight-recorders-black-boxes';
import flyByWireExplained from './fly-by-wire-explained';
import howJetEnginesMakeThrust from './how-jet-engines-make-thrust';
import issLifeSupportSystems from './iss-life-support-systems';
import jamesWebbSunshield from './james-webb-sunshield';
import jetStreamAndFlightTimes from './jet-stream-and-flight-times';
import lagrangePointsExplained from './lagrange-points-explained';
import marsHelicopterIngenuity from './mars-helicopter-ingenuity';
import physicsOfLiftExplained from './physics-of-lift-explained';
import pilotTrainingAndSimulators from './pilot-training-and-simulators';
import reEntryHeatShields from './re-entry-heat-shields';
import reusableBoostersPropulsiveLanding from './reusable-boosters-propulsive-landing';
import rocketEngineCycles from './rocket-engine-cycles';
import satelliteConstellationsAndSpaceDebris from './satellite-constellations-and-space-debris';
import spaceSuitsExplained from './space-suits-explained';
import sustainableAviationFuel from './sustainable-aviation-fuel';
import voyagerInterstellarJourney from './voyager-interstellar-journey';
import weatherRadarInTheCockpit from './weather-radar-in-the-cockpit';
import wrightFlyerFirstFlight from './wright-flyer-first-flight';

/** Every sample article, newest first (the order the site lists them in). */
export const articles: ArticleSeed[] = [
  airTrafficControlAndAdsB,
  aircraftDeIcing,
  airshipsRiseAndFall,
  apollo13SuccessfulFailure,
  artemisProgrammeReturnToTheMoon,
  asteroidDeflectionDart,
  birdStrikesAndAircraft,
  breakingTheSoundBarrier,
  concordeLegacy,
  contrailsAndClimate,
  electricAndHydrogenAircraft,
  etopsTwinEngineOceanicFlights,
  exoplanetDetectionMethods,
  flightRecordersBlackBoxes,
  flyByWireExplained,
  howJetEnginesMakeThrust,
  issLifeSupportSystems,
  jamesWebbSunshield,
  jetStreamAndFlightTimes,
  lagrangePointsExplained,
  marsHelicopterIngenuity,
  physicsOfLiftExplained,
  pilotTrainingAndSimulators,
  reEntryHeatShields,
  reusableBoostersPropulsiveLanding,
  rocketEngineCycles,
  satelliteConstellationsAndSpaceDebris,
  spaceSuitsExplained,
  sustainableAviationFuel,
  voyagerInterstellarJourney,
  weatherRadarInTheCockpit,
  wrightFlyerFirstFlight,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

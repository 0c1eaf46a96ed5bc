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
import dronesAndUrbanAirMobility from './drones-and-urban-air-mobility';
import electricAndHydrogenAircraft from './electric-and-hydrogen-aircraft';
import etopsTwinEngineOceanicFlights from './etops-twin-engine-oceanic-flights';
import exoplanetDetectionMethods from './exoplanet-detection-methods';
import flightRecordersBlackBoxes from './flight-recorders-black-boxes';
import flyByWireExplained from './fly-by-wire-explained';
import howJetEnginesMakeThrust from './how-jet-engines-make-thrust';
import howToSpotTheIssFromHome from './how-to-spot-the-iss-from-home';
import hubbleServicingMissions from './hubble-servicing-missions';
import issLifeSupportSystems from './iss-life-support-systems';
import jamesWebbSunshield from './james-webb-sunshield';
import jetStreamAndFlightTimes from './jet-stream-and-flight-times';
import lagrangePointsExplained from './lagrange-points-explained';
import lunarWaterIce from './lunar-water-ice';
import marsHelicopterIngenuity from './mars-helicopter-ingenuity';
import orbitalMechanicsForBeginners from './orbital-mechanics-for-beginners';
import physicsOfLiftExplained from './physics-of-lift-explained';
import pilotTrainingAndSimulators from './pilot-training-and-simulators';
import reEntryHeatShields from './re-entry-heat-shields';
import reusableBoostersPropulsiveLanding from './reusable-boosters-propulsive-landing';
import rocketEngineCycles from './rocket-engine-cycles';
import satelliteConstellationsAndSpaceDebris from './satellite-constellations-and-space-debris';
import solarCycleAndSpaceWeather from './solar-cycle-and-space-weather';
import solarSailsSailingOnSunlight from './solar-sails-sailing-on-sunlight';
import spaceSuitsExplained from './space-suits-explained';
import sustainableAviationFuel from './sustainable-aviation-fuel';
import voyagerInterstellarJourney from './voyager-interstellar-journey';
import wakeTurbulenceAndSeparation from './wake-turbulence-and-separation';
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
  dronesAndUrbanAirMobility,
  electricAndHydrogenAircraft,
  etopsTwinEngineOceanicFlights,
  exoplanetDetectionMethods,
  flightRecordersBlackBoxes,
  flyByWireExplained,
  howJetEnginesMakeThrust,
  howToSpotTheIssFromHome,
  hubbleServicingMissions,
  issLifeSupportSystems,
  jamesWebbSunshield,
  jetStreamAndFlightTimes,
  lagrangePointsExplained,
  lunarWaterIce,
  marsHelicopterIngenuity,
  orbitalMechanicsForBeginners,
  physicsOfLiftExplained,
  pilotTrainingAndSimulators,
  reEntryHeatShields,
  reusableBoostersPropulsiveLanding,
  rocketEngineCycles,
  satelliteConstellationsAndSpaceDebris,
  solarCycleAndSpaceWeather,
  solarSailsSailingOnSunlight,
  spaceSuitsExplained,
  sustainableAviationFuel,
  voyagerInterstellarJourney,
  wakeTurbulenceAndSeparation,
  weatherRadarInTheCockpit,
  wrightFlyerFirstFlight,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

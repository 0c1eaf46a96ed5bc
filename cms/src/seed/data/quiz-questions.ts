import type { QuizDifficulty, QuizQuestionSeed } from './types';

interface QuestionDraft {
  difficulty: QuizDifficulty;
  /** Slug of the magazine issue whose page carries this question in its quiz. */
  magazine?: string;
  question: string;
  answer: string;
  wrong: string[];
  /** Where the right answer stands among the options (zero-based), so it is not always first. */
  at: number;
  explanation: string;
  relatedArticle?: string;
}

/** Builds the options from the answer and the distractors, placing the answer at `at`. */
function topic(name: string, drafts: QuestionDraft[]): QuizQuestionSeed[] {
  return drafts.map((d) => {
    if (d.at < 0 || d.at > d.wrong.length) {
      throw new Error(`Answer position ${d.at} is outside the options of "${d.question}"`);
    }
    const options = [...d.wrong.slice(0, d.at), d.answer, ...d.wrong.slice(d.at)];
    const seed: QuizQuestionSeed = {
      question: d.question,
      options,
      correctOption: d.at,
      explanation: d.explanation,
      topic: name,
      difficulty: d.difficulty,
    };
    if (d.relatedArticle) seed.relatedArticle = d.relatedArticle;
    if (d.magazine) seed.magazine = d.magazine;
    return seed;
  });
}

const aviation = topic('Aviation', [
  {
    difficulty: 'medium',
    question: 'What does ADS-B stand for?',
    answer: 'Automatic Dependent Surveillance–Broadcast',
    wrong: [
      'Airborne Digital Signal Beacon',
      'Advanced Direction System–Bearing',
      'Automatic Data Sharing–Band',
    ],
    at: 0,
    explanation:
      'With ADS-B an aircraft broadcasts the position worked out by its own satellite navigation, so controllers and other aircraft can see it without a radar return.',
    relatedArticle: 'air-traffic-control-and-ads-b',
  },
  {
    difficulty: 'medium',
    question: 'A runway is numbered 09. Roughly which way does it point?',
    answer: 'East',
    wrong: ['North', 'South', 'West'],
    at: 1,
    explanation:
      'Runway numbers are the magnetic heading divided by ten and rounded: 09 means about 090 degrees, which is east. The same strip seen from the other end is runway 27.',
  },
  {
    difficulty: 'easy',
    question: 'Which four forces act on an aeroplane in steady flight?',
    answer: 'Lift, weight, thrust and drag',
    wrong: [
      'Lift, gravity, torque and friction',
      'Thrust, inertia, weight and spin',
      'Pitch, roll, yaw and lift',
    ],
    at: 2,
    explanation:
      'Lift balances weight and thrust balances drag. Pitch, roll and yaw are the directions an aircraft rotates in, not forces.',
    relatedArticle: 'physics-of-lift-explained',
  },
  {
    difficulty: 'medium',
    question: 'What does a pilot signal by setting the transponder to 7700?',
    answer: 'A general emergency',
    wrong: ['A radio failure', 'Unlawful interference', 'A routine training flight'],
    at: 0,
    explanation:
      'Three codes are reserved worldwide: 7500 for unlawful interference, 7600 for radio failure and 7700 for a general emergency.',
  },
  {
    difficulty: 'easy',
    question: 'Why does an airliner extend its trailing-edge flaps before landing?',
    answer: 'To make more lift at low speed so it can approach slower',
    wrong: ['To reduce the aircraft’s weight', 'To steer on the ground', 'To cool the engines'],
    at: 3,
    explanation:
      'Flaps increase the wing’s camber and often its area, so it makes enough lift at a lower speed. They add drag too, which helps on a steep, slow approach.',
  },
  {
    difficulty: 'hard',
    question: 'On a take-off roll, what is V1?',
    answer: 'The decision speed: past it, the take-off should normally continue',
    wrong: [
      'The speed at which the pilot raises the nose',
      'The best climb speed',
      'The stall speed with flaps up',
    ],
    at: 1,
    explanation:
      'Below V1 a crew can still stop on the remaining runway; above it, stopping may not be possible, so most failures are handled in the air. Raising the nose happens at VR.',
  },
  {
    difficulty: 'medium',
    question: 'What colour is the navigation light on an aircraft’s left (port) wing tip?',
    answer: 'Red',
    wrong: ['Green'],
    at: 0,
    explanation:
      'As on ships, the port (left) light is red and the starboard (right) light is green, so another pilot can tell which way an aircraft is heading at night.',
  },
  {
    difficulty: 'easy',
    question: 'Which is the largest passenger airliner to have entered service?',
    answer: 'Airbus A380',
    wrong: ['Boeing 747-8', 'Antonov An-225', 'Boeing 777-9'],
    at: 1,
    explanation:
      'The double-deck A380 entered service in 2007. The An-225 was larger still, but it was a cargo aircraft and never carried passengers as an airliner.',
  },
  {
    difficulty: 'medium',
    question: 'Which cockpit instrument shows the aircraft’s pitch and bank against the horizon?',
    answer: 'The attitude indicator',
    wrong: [
      'The altimeter',
      'The airspeed indicator',
      'The vertical speed indicator',
      'The heading indicator',
    ],
    at: 4,
    explanation:
      'The attitude indicator, or artificial horizon, is the centre of the instrument scan when the real horizon cannot be seen, for example in cloud.',
  },
  {
    difficulty: 'easy',
    question: 'What colour are the flight recorders known as “black boxes”?',
    answer: 'Bright orange',
    wrong: ['Matte black', 'Silver', 'Red and white stripes'],
    at: 2,
    explanation:
      'Flight data and cockpit voice recorders are painted bright orange so that searchers can find them in wreckage or underwater.',
    relatedArticle: 'flight-recorders-black-boxes',
  },
  {
    difficulty: 'hard',
    question:
      'Which airliner brought digital fly-by-wire controls with sidesticks into airline service in 1988?',
    answer: 'Airbus A320',
    wrong: ['Boeing 767', 'Boeing 737', 'McDonnell Douglas MD-80'],
    at: 3,
    explanation:
      'The A320 replaced control columns with sidesticks whose signals go to flight control computers, which then move the control surfaces within protected limits.',
    relatedArticle: 'fly-by-wire-explained',
  },
  {
    difficulty: 'medium',
    question: 'What happens when a wing passes its critical angle of attack?',
    answer: 'It stalls: the airflow separates and lift falls sharply',
    wrong: [
      'Lift keeps rising steadily',
      'The engines lose power',
      'The aircraft starts to yaw on its own',
    ],
    at: 1,
    explanation:
      'A stall depends on the angle of attack, not directly on speed. Lowering the nose to reduce the angle is the first step of every stall recovery.',
    relatedArticle: 'physics-of-lift-explained',
  },
  {
    difficulty: 'easy',
    question: 'In January 2009, what forced US Airways Flight 1549 to land on the Hudson River?',
    answer: 'Both engines lost thrust after swallowing Canada geese',
    wrong: [
      'A fuel leak',
      'A fire in the cargo hold',
      'A failure of the hydraulics',
      'Severe icing',
    ],
    at: 0,
    explanation:
      'The Airbus A320 hit a flock of geese shortly after leaving LaGuardia. The crew glided it onto the river, and all 155 people on board survived.',
    relatedArticle: 'bird-strikes-and-aircraft',
  },
  {
    difficulty: 'medium',
    question: 'What do ETOPS rules govern?',
    answer: 'How far twin-engine airliners may fly from a suitable diversion airport',
    wrong: [
      'The maximum take-off weight of an airliner',
      'How many hours pilots may fly in a month',
      'Noise limits at night',
    ],
    at: 2,
    explanation:
      'ETOPS sets the maximum diversion time for a twin-engine aircraft over oceans and remote areas, and demands matching standards of engine reliability, maintenance and crew training.',
    relatedArticle: 'etops-twin-engine-oceanic-flights',
  },
]);

const spaceflight = topic('Spaceflight', [
  {
    difficulty: 'easy',
    question: 'Who was the first human to fly in space?',
    answer: 'Yuri Gagarin',
    wrong: ['Alan Shepard', 'John Glenn', 'Valentina Tereshkova'],
    at: 2,
    explanation:
      'Yuri Gagarin orbited Earth once aboard Vostok 1 on 12 April 1961, in a flight of 108 minutes.',
  },
  {
    difficulty: 'medium',
    question: 'Roughly how long does the International Space Station take to go once around Earth?',
    answer: 'About 90 minutes',
    wrong: ['About 24 hours', 'About 12 hours', 'About 5 minutes'],
    at: 1,
    explanation:
      'At around 400 km up the station travels at about 7.7 km/s, completing an orbit in roughly an hour and a half, so its crew sees about sixteen sunrises a day.',
  },
  {
    difficulty: 'medium',
    question: 'During a launch, what is “max-Q”?',
    answer: 'The moment of greatest aerodynamic pressure on the vehicle',
    wrong: [
      'The highest point of the flight',
      'The moment the engines reach full thrust',
      'The separation of the first stage',
    ],
    at: 3,
    explanation:
      'Dynamic pressure grows with speed and falls as the air thins. Their combination peaks about a minute after lift-off, and many rockets throttle down to pass through it.',
  },
  {
    difficulty: 'hard',
    question:
      'In which year did a Falcon 9 first stage first land upright after an orbital launch?',
    answer: '2015',
    wrong: ['2010', '2019', '2021'],
    at: 1,
    explanation:
      'In December 2015 a Falcon 9 booster returned to Cape Canaveral and landed on a pad after sending satellites towards orbit, the start of routine booster reuse.',
    relatedArticle: 'reusable-boosters-propulsive-landing',
  },
  {
    difficulty: 'easy',
    magazine: 'apogee-october-2026',
    question: 'Which spacecraft carries astronauts on NASA’s Artemis missions?',
    answer: 'Orion',
    wrong: ['Dragon', 'Soyuz', 'Starliner'],
    at: 0,
    explanation:
      'Orion rides on the Space Launch System. Its crew module is built for deep space, and its service module is supplied by the European Space Agency.',
    relatedArticle: 'artemis-programme-return-to-the-moon',
  },
  {
    difficulty: 'hard',
    question: 'In a staged-combustion rocket engine, where does the turbine exhaust go?',
    answer: 'Into the main combustion chamber',
    wrong: ['Overboard through a separate exhaust pipe', 'Into a storage tank for later use'],
    at: 0,
    explanation:
      'A gas-generator engine dumps its turbine exhaust, wasting some propellant. Staged combustion burns it again in the main chamber, which is more efficient but harder to build.',
    relatedArticle: 'rocket-engine-cycles',
  },
  {
    difficulty: 'medium',
    question: 'About how fast must a spacecraft travel to stay in low Earth orbit?',
    answer: 'About 7.8 km/s',
    wrong: ['About 340 m/s', 'About 1.5 km/s', 'About 30 km/s'],
    at: 3,
    explanation:
      'At roughly 7.8 km/s a spacecraft falls around the curve of the Earth as fast as it falls towards it. 340 m/s is the speed of sound at sea level.',
    relatedArticle: 'orbital-mechanics-for-beginners',
  },
  {
    difficulty: 'hard',
    question:
      'At what altitude above the equator does a satellite keep pace with Earth’s rotation?',
    answer: 'About 35,786 km',
    wrong: ['About 400 km', 'About 2,000 km', 'About 384,400 km'],
    at: 2,
    explanation:
      'At about 35,786 km an orbit takes one sidereal day, so a geostationary satellite seems to hang still over one point of the equator. 384,400 km is the Moon’s average distance.',
  },
  {
    difficulty: 'medium',
    question: 'Roughly what is the escape velocity from Earth’s surface?',
    answer: '11.2 km/s',
    wrong: ['3.0 km/s', '7.8 km/s', '42.1 km/s'],
    at: 1,
    explanation:
      'Ignoring air resistance, an object launched at about 11.2 km/s would never fall back. Real rockets reach it gradually rather than in one push.',
  },
  {
    difficulty: 'medium',
    question: 'Near which point does the James Webb Space Telescope orbit?',
    answer: 'The Sun–Earth L2 point',
    wrong: ['The Sun–Earth L1 point', 'Low Earth orbit', 'Geostationary orbit'],
    at: 0,
    explanation:
      'About 1.5 million km from Earth, away from the Sun, L2 lets Webb keep the Sun, Earth and Moon on one side of its sunshield so its instruments stay extremely cold.',
    relatedArticle: 'lagrange-points-explained',
  },
  {
    difficulty: 'medium',
    question: 'Which crewed spacecraft has flown, in successive versions, since 1967?',
    answer: 'Soyuz',
    wrong: ['Progress', 'Vostok', 'Buran'],
    at: 3,
    explanation:
      'Soyuz first flew in 1967 and, much updated, still carries crews to the International Space Station. Progress is its uncrewed cargo cousin.',
  },
  {
    difficulty: 'hard',
    question: 'How many flights did NASA’s Ingenuity helicopter make on Mars?',
    answer: '72',
    wrong: ['5', '19', '150'],
    at: 2,
    explanation:
      'Ingenuity was planned as a five-flight technology demonstration. It kept flying for almost three years, making 72 flights before rotor damage ended its mission in January 2024.',
    relatedArticle: 'mars-helicopter-ingenuity',
  },
  {
    difficulty: 'easy',
    question: 'What did NASA’s DART spacecraft do in 2022?',
    answer: 'It crashed into the small asteroid Dimorphos to change its orbit',
    wrong: [
      'It brought back a sample from an asteroid',
      'It landed on a comet',
      'It photographed Pluto up close',
    ],
    at: 1,
    explanation:
      'DART was the first test of deflecting an asteroid by impact. It shortened the orbit of Dimorphos around its larger companion Didymos by about half an hour, far more than the minimum hoped for.',
    relatedArticle: 'asteroid-deflection-dart',
  },
  {
    difficulty: 'medium',
    question:
      'Which spacecraft became the first human-made object to enter interstellar space, in 2012?',
    answer: 'Voyager 1',
    wrong: ['Pioneer 10', 'New Horizons', 'Voyager 2'],
    at: 3,
    explanation:
      'Voyager 1 crossed the heliopause, the edge of the bubble of solar wind around the Sun, in August 2012. Voyager 2 followed in 2018.',
    relatedArticle: 'voyager-interstellar-journey',
  },
]);

const astronomy = topic('Astronomy', [
  {
    difficulty: 'easy',
    question: 'Which is the largest planet in the Solar System?',
    answer: 'Jupiter',
    wrong: ['Saturn', 'Neptune', 'Uranus'],
    at: 0,
    explanation: 'Jupiter has more than twice the mass of all the other planets put together.',
  },
  {
    difficulty: 'easy',
    question: 'About how long does sunlight take to reach Earth?',
    answer: 'About 8 minutes 20 seconds',
    wrong: ['About 8 seconds', 'About 1 hour', 'About 1 day'],
    at: 2,
    explanation:
      'Earth is on average about 150 million km from the Sun, and light covers that distance in roughly 500 seconds.',
  },
  {
    difficulty: 'medium',
    question: 'How does the transit method find planets around other stars?',
    answer: 'It measures the small dip in a star’s brightness when a planet passes in front of it',
    wrong: [
      'It photographs the planet directly through a telescope',
      'It listens for radio signals from the planet',
      'It measures the star’s temperature changing with the seasons',
    ],
    at: 0,
    explanation:
      'A transit dims the star by a tiny fraction, and the depth of the dip tells astronomers the planet’s size compared with its star. Most known exoplanets were found this way.',
    relatedArticle: 'exoplanet-detection-methods',
  },
  {
    difficulty: 'medium',
    question: 'Which planet spins on its side, with an axis tilted by about 98 degrees?',
    answer: 'Uranus',
    wrong: ['Mars', 'Venus', 'Neptune'],
    at: 3,
    explanation:
      'Uranus rolls around the Sun on its side, probably after a giant collision long ago, so each pole has about 42 years of daylight followed by 42 years of darkness.',
  },
  {
    difficulty: 'easy',
    question: 'What does a light-year measure?',
    answer: 'A distance',
    wrong: ['A length of time', 'The brightness of a star'],
    at: 1,
    explanation:
      'A light-year is the distance light travels in one year, about 9.46 trillion kilometres, despite the word “year” in its name.',
  },
  {
    difficulty: 'medium',
    question: 'Which star is the nearest to the Sun?',
    answer: 'Proxima Centauri',
    wrong: ['Sirius', 'Betelgeuse', 'Vega'],
    at: 3,
    explanation:
      'Proxima Centauri, a small red dwarf about 4.2 light-years away, is the closest known star to the Sun. It has at least one planet in its habitable zone.',
  },
  {
    difficulty: 'hard',
    question: 'What is the diameter of the James Webb Space Telescope’s primary mirror?',
    answer: '6.5 metres',
    wrong: ['2.4 metres', '10 metres', '39 metres'],
    at: 1,
    explanation:
      'Webb’s mirror is made of 18 gold-coated hexagonal segments that unfolded in space. Hubble’s single mirror is 2.4 metres across.',
    relatedArticle: 'james-webb-sunshield',
  },
  {
    difficulty: 'easy',
    magazine: 'apogee-october-2026',
    question: 'What causes the phases of the Moon?',
    answer: 'The changing angle from which we see the Moon’s sunlit half',
    wrong: [
      'Earth’s shadow falling on the Moon',
      'Clouds in the Moon’s atmosphere',
      'The Moon turning to show its dark side',
    ],
    at: 2,
    explanation:
      'The Sun always lights half of the Moon. As the Moon orbits Earth we see more or less of that half. Earth’s shadow only covers the Moon during a lunar eclipse.',
  },
  {
    difficulty: 'medium',
    question: 'Which planet has the hottest surface?',
    answer: 'Venus',
    wrong: ['Mercury'],
    at: 1,
    explanation:
      'Mercury is closer to the Sun, but Venus’s thick carbon dioxide atmosphere traps heat, keeping its surface at around 465 °C, day and night.',
  },
  {
    difficulty: 'medium',
    question: 'What are Saturn’s rings mostly made of?',
    answer: 'Water ice',
    wrong: ['Molten rock', 'Iron dust', 'Glowing gas'],
    at: 1,
    explanation:
      'The rings are countless pieces of mostly water ice, from tiny grains to house-sized chunks, which is why they reflect sunlight so brightly.',
  },
  {
    difficulty: 'easy',
    question: 'Which large spiral galaxy is the Milky Way’s nearest big neighbour?',
    answer: 'Andromeda',
    wrong: ['The Sombrero Galaxy', 'The Whirlpool Galaxy', 'The Pinwheel Galaxy'],
    at: 0,
    explanation:
      'The Andromeda Galaxy lies about 2.5 million light-years away and can be seen with the naked eye from a dark site. It is approaching the Milky Way.',
  },
  {
    difficulty: 'medium',
    question: 'What kind of star is the Sun?',
    answer: 'A yellow dwarf on the main sequence',
    wrong: ['A red giant', 'A white dwarf', 'A neutron star', 'A blue supergiant'],
    at: 2,
    explanation:
      'The Sun is a G-type main-sequence star, fusing hydrogen into helium in its core. In about five billion years it is expected to swell into a red giant.',
  },
]);

const history = topic('History', [
  {
    difficulty: 'easy',
    question:
      'In which year did the Wright brothers make the first powered, controlled aeroplane flights?',
    answer: '1903',
    wrong: ['1899', '1911', '1927'],
    at: 1,
    explanation:
      'On 17 December 1903, near Kitty Hawk, North Carolina, Orville Wright flew for about 12 seconds; the brothers made four flights that day.',
    relatedArticle: 'wright-flyer-first-flight',
  },
  {
    difficulty: 'easy',
    question: 'Who made the first solo non-stop flight across the Atlantic, in 1927?',
    answer: 'Charles Lindbergh',
    wrong: ['Amelia Earhart', 'John Alcock and Arthur Brown', 'Louis Blériot'],
    at: 3,
    explanation:
      'Lindbergh flew the Spirit of St. Louis from New York to Paris in about 33.5 hours. Alcock and Brown had crossed non-stop in 1919, but as a crew of two.',
  },
  {
    difficulty: 'medium',
    magazine: 'apogee-october-2026',
    question: 'Who was the second person to walk on the Moon?',
    answer: 'Buzz Aldrin',
    wrong: ['Michael Collins', 'Pete Conrad', 'Alan Bean'],
    at: 1,
    explanation:
      'Aldrin followed Neil Armstrong onto the surface during Apollo 11 in July 1969, while Michael Collins stayed in lunar orbit aboard the command module.',
  },
  {
    difficulty: 'medium',
    question: 'In which year did Concorde make its last commercial flights?',
    answer: '2003',
    wrong: ['1996', '2000', '2010'],
    at: 2,
    explanation:
      'British Airways and Air France retired Concorde in 2003, after 27 years of supersonic passenger service that began in 1976.',
    relatedArticle: 'concorde-legacy',
  },
  {
    difficulty: 'medium',
    question: 'When was Sputnik 1, the first artificial satellite, launched?',
    answer: '1957',
    wrong: ['1945', '1961', '1969'],
    at: 1,
    explanation:
      'The Soviet Union launched Sputnik 1 on 4 October 1957. Its simple radio beeps could be picked up by amateurs around the world.',
  },
  {
    difficulty: 'hard',
    question: 'In which year did Louis Blériot fly across the English Channel?',
    answer: '1909',
    wrong: ['1903', '1919', '1927'],
    at: 1,
    explanation:
      'Blériot flew his Type XI monoplane from near Calais to Dover on 25 July 1909, in about 37 minutes.',
  },
  {
    difficulty: 'medium',
    question: 'Who was the first woman to fly in space?',
    answer: 'Valentina Tereshkova',
    wrong: ['Sally Ride', 'Svetlana Savitskaya', 'Helen Sharman'],
    at: 0,
    explanation:
      'Valentina Tereshkova orbited Earth 48 times aboard Vostok 6 in June 1963. Sally Ride became the first American woman in space twenty years later.',
  },
  {
    difficulty: 'hard',
    question: 'Which Space Shuttle carried the Hubble Space Telescope into orbit in 1990?',
    answer: 'Discovery',
    wrong: ['Columbia', 'Challenger', 'Atlantis', 'Endeavour'],
    at: 2,
    explanation:
      'Discovery launched Hubble in April 1990. Later Shuttle crews visited it five times to repair and upgrade it, starting with the 1993 mission that corrected its mirror.',
    relatedArticle: 'hubble-servicing-missions',
  },
  {
    difficulty: 'hard',
    question: 'Which was the first jet airliner to enter passenger service?',
    answer: 'de Havilland Comet',
    wrong: ['Boeing 707', 'Sud Aviation Caravelle', 'Tupolev Tu-104'],
    at: 0,
    explanation:
      'The Comet began services in 1952. Fatigue failures led to a redesign, and the lessons on metal fatigue changed how every later pressurised aircraft was built.',
  },
  {
    difficulty: 'medium',
    question: 'Who first flew faster than sound in level flight, in 1947?',
    answer: 'Chuck Yeager',
    wrong: ['Neil Armstrong', 'Scott Crossfield', 'Yuri Gagarin'],
    at: 0,
    explanation:
      'On 14 October 1947 Chuck Yeager flew the rocket-powered Bell X-1 past Mach 1 over the Mojave Desert in California.',
    relatedArticle: 'breaking-the-sound-barrier',
  },
  {
    difficulty: 'medium',
    question: 'Which space station did the Soviet Union and then Russia operate from 1986 to 2001?',
    answer: 'Mir',
    wrong: ['Skylab', 'Salyut 7', 'Tiangong'],
    at: 3,
    explanation:
      'Mir was assembled in orbit from modules and hosted crews from many countries, including American astronauts in the Shuttle–Mir programme.',
  },
  {
    difficulty: 'medium',
    question:
      'What did the Apollo 13 crew use as a lifeboat after an oxygen tank exploded in 1970?',
    answer: 'The lunar module Aquarius',
    wrong: [
      'The command module’s escape tower',
      'The Saturn V third stage',
      'An emergency capsule stored in the service module',
    ],
    at: 0,
    explanation:
      'With the service module crippled, the three astronauts moved into the lunar module, which kept them alive until they returned to the command module for re-entry.',
    relatedArticle: 'apollo-13-successful-failure',
  },
]);

const engineering = topic('Engineering', [
  {
    difficulty: 'medium',
    magazine: 'apogee-september-2026',
    question: 'In a modern high-bypass turbofan, where does most of the thrust come from?',
    answer: 'The air pushed by the fan around the core',
    wrong: ['The hot exhaust of the core alone', 'The afterburner', 'The propeller gearbox'],
    at: 0,
    explanation:
      'Accelerating a large mass of air a little is more efficient than accelerating a small mass a lot, so the big fan produces most of an airliner engine’s thrust.',
    relatedArticle: 'how-jet-engines-make-thrust',
  },
  {
    difficulty: 'medium',
    magazine: 'apogee-september-2026',
    question: 'What does an engine’s bypass ratio compare?',
    answer: 'The air flowing around the core with the air flowing through it',
    wrong: [
      'Fuel burned with air taken in',
      'Fan speed with turbine speed',
      'Thrust with engine weight',
    ],
    at: 1,
    explanation:
      'A bypass ratio of 10:1 means ten kilograms of air go around the core for every kilogram that passes through the compressor, combustor and turbines.',
    relatedArticle: 'how-jet-engines-make-thrust',
  },
  {
    difficulty: 'hard',
    magazine: 'apogee-september-2026',
    question: 'Which family of materials is used for the hottest turbine blades of jet engines?',
    answer: 'Nickel-based superalloys',
    wrong: ['Aluminium alloys', 'Magnesium alloys', 'Copper alloys'],
    at: 2,
    explanation:
      'Nickel superalloys, often cast as single crystals and cooled by air through internal channels, keep their strength at temperatures that would melt most metals.',
  },
  {
    difficulty: 'medium',
    question: 'Why do airliner windows have rounded corners?',
    answer: 'Sharp corners would concentrate stress in the pressurised fuselage',
    wrong: [
      'Rounded windows are cheaper to clean',
      'They give passengers a wider view',
      'They reduce aerodynamic drag',
    ],
    at: 0,
    explanation:
      'Every flight stretches the fuselage as it is pressurised. Rounded openings spread that load evenly, a lesson reinforced by the investigation of the early Comet accidents.',
  },
  {
    difficulty: 'medium',
    question: 'What material makes up about half of the Boeing 787’s structure by weight?',
    answer: 'Carbon-fibre reinforced composites',
    wrong: ['Aluminium', 'Titanium', 'Steel'],
    at: 3,
    explanation:
      'The 787’s fuselage barrels and wings are mostly carbon-fibre composite, which is light, resists fatigue and does not corrode.',
  },
  {
    difficulty: 'easy',
    question: 'What do winglets mainly reduce?',
    answer: 'Induced drag from wing-tip vortices',
    wrong: ['Engine noise', 'The aircraft’s weight', 'Radar reflections'],
    at: 0,
    explanation:
      'Air spills round the tip from the high-pressure underside to the low-pressure top. A winglet weakens the resulting vortex, which saves a few per cent of fuel on long flights.',
  },
  {
    difficulty: 'hard',
    question: 'What does specific impulse tell you about a rocket engine?',
    answer: 'How efficiently it turns propellant into thrust',
    wrong: [
      'How loud it is',
      'How hot its exhaust gets',
      'How long it takes to start',
      'How much it weighs',
    ],
    at: 4,
    explanation:
      'Specific impulse, usually given in seconds, is thrust per unit of propellant used per unit time. The higher it is, the less propellant a mission needs.',
    relatedArticle: 'rocket-engine-cycles',
  },
  {
    difficulty: 'hard',
    question: 'Which propellants did the Space Shuttle’s main engines burn?',
    answer: 'Liquid hydrogen and liquid oxygen',
    wrong: [
      'Kerosene and liquid oxygen',
      'Methane and liquid oxygen',
      'Hydrazine and nitrogen tetroxide',
    ],
    at: 1,
    explanation:
      'The RS-25 engines burned hydrogen and oxygen from the large external tank. Upgraded RS-25s now power the core stage of NASA’s Space Launch System.',
  },
  {
    difficulty: 'hard',
    question:
      'At cruise, an airliner cabin is usually pressurised to the equivalent of what altitude?',
    answer: 'About 6,000 to 8,000 feet',
    wrong: ['Sea level', 'About 20,000 feet', 'About 35,000 feet'],
    at: 1,
    explanation:
      'Keeping the cabin at sea-level pressure would need a heavier fuselage. Rules cap the cabin altitude at 8,000 feet in normal operation, and newer composite airliners run lower.',
  },
  {
    difficulty: 'medium',
    question: 'What does a pitot tube measure to work out airspeed?',
    answer: 'The pressure of air rammed into its open end',
    wrong: [
      'The temperature of the air',
      'The Doppler shift of radio signals',
      'The rotation speed of a small propeller',
    ],
    at: 0,
    explanation:
      'The air data system compares the ram (total) pressure in the pitot tube with the static pressure around the aircraft; the difference gives the indicated airspeed.',
  },
  {
    difficulty: 'medium',
    question: 'How does an ablative heat shield protect a capsule during re-entry?',
    answer: 'Its surface chars and wears away, carrying heat off with it',
    wrong: [
      'It reflects all the heat like a mirror',
      'Water pumped through it keeps it cool',
      'It spins to spread the heat',
    ],
    at: 0,
    explanation:
      'Ablative materials such as the Avcoat on Orion slowly char and erode, and the gases released carry heat away from the capsule instead of letting it soak in.',
    relatedArticle: 're-entry-heat-shields',
  },
  {
    difficulty: 'hard',
    question: 'Which propellants does SpaceX’s Raptor engine burn?',
    answer: 'Liquid methane and liquid oxygen',
    wrong: ['Kerosene and liquid oxygen', 'Liquid hydrogen and liquid oxygen', 'Solid propellant'],
    at: 0,
    explanation:
      'Raptor uses a full-flow staged-combustion cycle with methane and oxygen, a pair that burns cleanly, which suits reuse, and could in principle be made on Mars.',
    relatedArticle: 'rocket-engine-cycles',
  },
]);

const meteorology = topic('Meteorology', [
  {
    difficulty: 'easy',
    question: 'Which type of cloud produces thunderstorms?',
    answer: 'Cumulonimbus',
    wrong: ['Cirrus', 'Stratus', 'Altocumulus'],
    at: 0,
    explanation:
      'Cumulonimbus clouds can tower above 12 km and bring lightning, hail, heavy rain, icing and severe turbulence, so pilots fly well around them.',
  },
  {
    difficulty: 'easy',
    question: 'What is wind shear?',
    answer: 'A sudden change in wind speed or direction over a short distance',
    wrong: [
      'A steady crosswind on the runway',
      'Wind blowing over mountain tops',
      'The wind behind a departing aircraft',
    ],
    at: 1,
    explanation:
      'Wind shear near the ground can suddenly cut an aircraft’s airspeed on take-off or landing. Airports and aircraft carry systems that warn crews of it.',
  },
  {
    difficulty: 'easy',
    question:
      'Why are eastbound flights across the North Atlantic usually quicker than westbound ones?',
    answer: 'The jet stream blows mostly from west to east',
    wrong: [
      'Earth’s rotation carries aircraft eastwards',
      'Eastbound aircraft fly lower',
      'The air is thinner over Europe',
    ],
    at: 0,
    explanation:
      'Planners pick each day’s tracks to ride the jet stream eastbound and avoid its strongest headwinds westbound. Earth’s rotation carries the atmosphere along with the aircraft.',
    relatedArticle: 'jet-stream-and-flight-times',
  },
  {
    difficulty: 'medium',
    question: 'What is a METAR?',
    answer: 'A routine weather observation report from an airport',
    wrong: ['A forecast for the next week', 'A report of a near miss', 'A radar image of rain'],
    at: 3,
    explanation:
      'A METAR, usually issued every half hour or hour, gives wind, visibility, weather, cloud, temperature, dew point and pressure in a compact code.',
  },
  {
    difficulty: 'medium',
    magazine: 'apogee-november-2026',
    question: 'What causes most airframe icing in flight?',
    answer: 'Supercooled water droplets freezing on contact',
    wrong: [
      'Snow sticking to a warm wing',
      'Hail melting on the windscreen',
      'Frost forming in dry air',
    ],
    at: 0,
    explanation:
      'Cloud droplets can stay liquid well below 0 °C. When an aircraft hits them they freeze at once, building ice on the wings, tail and engine inlets.',
    relatedArticle: 'aircraft-de-icing',
  },
  {
    difficulty: 'hard',
    question: 'What is the standard sea-level pressure in the International Standard Atmosphere?',
    answer: '1013.25 hPa',
    wrong: ['1000 hPa', '980 hPa', '1050 hPa'],
    at: 0,
    explanation:
      'Above the transition altitude, pilots set their altimeters to 1013.25 hPa (29.92 inHg) so that all aircraft measure flight levels against the same reference.',
  },
  {
    difficulty: 'hard',
    question:
      'In the standard atmosphere, how quickly does temperature fall with height in the lower atmosphere?',
    answer: 'About 2 °C per 1,000 feet',
    wrong: ['About 0.5 °C per 1,000 feet', 'About 10 °C per 1,000 feet', 'It does not change'],
    at: 1,
    explanation:
      'The standard lapse rate is 6.5 °C per kilometre, close to 2 °C per 1,000 feet, up to the tropopause at about 11 km.',
  },
  {
    difficulty: 'medium',
    magazine: 'apogee-november-2026',
    question: 'What is a microburst?',
    answer: 'A small, intense downdraft that spreads out on hitting the ground',
    wrong: [
      'A short burst of lightning',
      'A tiny tornado over water',
      'A brief gust from behind a jet',
    ],
    at: 2,
    explanation:
      'A microburst can turn a headwind into a tailwind within seconds on approach. Microburst accidents in the 1970s and 1980s led to wind-shear training and detection radars.',
    relatedArticle: 'weather-radar-in-the-cockpit',
  },
  {
    difficulty: 'hard',
    question: 'In an aviation weather report, what does CAVOK mean?',
    answer: 'Ceiling and visibility OK',
    wrong: [
      'Clouds and visibility overcast',
      'Caution: aviation volcanic ash',
      'Calm air, visibility over 5 km',
    ],
    at: 0,
    explanation:
      'CAVOK means visibility of 10 km or more, no cloud of operational significance and no significant weather.',
  },
  {
    difficulty: 'easy',
    magazine: 'apogee-november-2026',
    question: 'When does fog form?',
    answer: 'When air near the ground cools to its dew point',
    wrong: [
      'When the air is very dry',
      'When the wind is strongest',
      'When the pressure drops suddenly',
    ],
    at: 1,
    explanation:
      'Radiation fog forms on clear, calm nights as the ground loses heat. Advection fog forms when moist air moves over a colder surface.',
  },
  {
    difficulty: 'easy',
    question: 'In which layer of the atmosphere does most weather happen?',
    answer: 'The troposphere',
    wrong: ['The stratosphere', 'The mesosphere', 'The thermosphere', 'The exosphere'],
    at: 0,
    explanation:
      'The troposphere holds most of the atmosphere’s mass and almost all its water vapour. Airliners often cruise near its top, the tropopause.',
  },
  {
    difficulty: 'medium',
    question: 'Where does clear-air turbulence most often occur?',
    answer: 'Near the jet stream, without any visible cloud',
    wrong: ['Inside thunderstorms only', 'At ground level on windy days', 'Only over the oceans'],
    at: 3,
    explanation:
      'Clear-air turbulence comes from strong wind shear, often at the edges of the jet stream. It cannot be seen, which is why crews ask passengers to keep seat belts fastened.',
    relatedArticle: 'jet-stream-and-flight-times',
  },
]);

/** The quiz pool: questions are drawn at random, so their order here does not matter. */
export const quizQuestions: QuizQuestionSeed[] = [
  ...aviation,
  ...spaceflight,
  ...astronomy,
  ...history,
  ...engineering,
  ...meteorology,
];

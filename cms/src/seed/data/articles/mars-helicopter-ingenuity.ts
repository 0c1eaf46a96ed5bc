import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Ingenuity: The Little Helicopter That Flew 72 Times on Mars',
  slug: 'mars-helicopter-ingenuity',
  description:
    'Planned as a five-flight experiment, NASA’s Mars helicopter ended up flying for nearly three years. How do you fly in air a hundred times thinner than Earth’s?',
  category: 'spaceflight',
  author: 'tomas-arriaga',
  tags: ['mars', 'nasa', 'drones', 'aerodynamics'],
  publishedAt: '2026-06-01T10:20:00.000Z',
  featureImage: featurePicture('mars-helicopter-ingenuity', 'mars'),
  images: [inlinePicture('mars-helicopter-ingenuity-rotors', 'mars')],
  seo: {
    metaTitle: 'Ingenuity Mars Helicopter: How It Flew and What It Proved',
    metaDescription:
      'How NASA’s Ingenuity helicopter flew in thin Martian air, why it made 72 flights instead of five, how its mission ended and what future Mars aircraft may do.',
    keywords:
      'Ingenuity, Mars helicopter, NASA, Perseverance, Jezero crater, flight on Mars, rotorcraft',
  },
  body: `On **19 April 2021**, a small helicopter weighing 1.8 kilograms rose about three metres above the floor of Jezero Crater on Mars, hovered for around 30 seconds and landed. It was the first powered, controlled flight of an aircraft on another planet. NASA named the spot *Wright Brothers Field*, and the helicopter carried a small piece of fabric from the original 1903 Wright Flyer.

## Flying in almost nothing

Flying on Mars is much harder than it sounds. Mars's gravity is only about 38 per cent of Earth's, which helps. But its atmosphere is extremely thin, roughly *1 per cent* of the density of air at sea level on Earth. Flying there is like trying to fly at over 30 kilometres altitude on Earth, far higher than any helicopter has ever gone.

Rotor blades produce lift by pushing air down. With so little air, the blades must be large and spin very fast.

![Ingenuity's two stacked, counter-rotating rotors](image:mars-helicopter-ingenuity-rotors)

Ingenuity's design reflected this:

- **Two stacked rotors**, 1.2 metres across, spinning in opposite directions so that their twisting forces cancel out, with no need for a tail rotor.
- **High speed:** the rotors turned at around 2,400 revolutions per minute, several times faster than a typical helicopter on Earth.
- **Ultra-light construction:** carbon-fibre blades and a body the size of a tissue box.
- **Solar power:** a small panel on top charged lithium-ion batteries, which also powered heaters to survive nights that fall below −80 °C.

## Flying on its own

Radio signals take many minutes to travel between Earth and Mars, so Ingenuity could not be flown with a joystick. Before each flight, the team uploaded a plan, and the helicopter flew it *autonomously*. A downward-facing camera tracked features on the ground to estimate its movement, combined with measurements from inertial sensors and a laser altimeter. Communications went through the Perseverance rover, which acted as a relay.

## From demonstration to scout

Ingenuity was a technology demonstration with a plan for **five flights** over about a month. It completed them all, and it kept going. Its role changed to scouting for the rover, photographing the terrain ahead to help plan Perseverance's routes. Along the way it set records:

1. altitudes of over 20 metres;
2. single flights of more than 700 metres;
3. speeds of around 10 metres per second;
4. a total of **72 flights** and more than two hours in the air, covering around 17 kilometres.

The team also had to cope with problems no one had planned for: dust on the solar panel, a sensor that failed, a winter that left the batteries low, and featureless sandy terrain that confused the navigation camera.

## The last flight

On 18 January 2024, during its 72nd flight, Ingenuity lost its navigation fix over a bland stretch of sand. Images later showed that at least one rotor blade had been damaged, probably during a hard landing. It could no longer fly. NASA officially ended the mission later that month, nearly three years after the first flight. The helicopter remains on the surface, still able to send weather data and pictures to the rover while it is in range.

## What comes next

Ingenuity proved that aircraft can explore other worlds, and that they can see terrain rovers cannot easily reach, such as cliffs, caves and steep crater walls. Engineers are studying larger Mars helicopters that could carry several kilograms of instruments. Further out, NASA's **Dragonfly** mission is building a nuclear-powered rotorcraft to fly through the thick atmosphere of Saturn's moon Titan.

A small experiment carrying a scrap of the Wright brothers' wing turned into a new chapter in the history of flight, *on a planet where nobody had ever flown before*.`,
};

export default article;

import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'From First Solo to Airline Captain: How Pilots Are Trained',
  slug: 'pilot-training-and-simulators',
  description:
    'Becoming an airline pilot takes years of study, hundreds of flying hours and countless sessions in simulators so realistic that pilots can fly a new type for the first time with passengers aboard.',
  category: 'aviation',
  author: 'ingrid-solberg',
  tags: ['pilots', 'commercial-aviation', 'flight-safety'],
  publishedAt: '2026-06-29T12:15:00.000Z',
  featureImage: featurePicture('pilot-training-and-simulators', 'runway'),
  images: [inlinePicture('pilot-training-and-simulators-motion-platform', 'runway')],
  seo: {
    metaTitle: 'How Airline Pilots Are Trained, From Solo to Captain',
    metaDescription:
      'The path to the airline cockpit: licences, flying hours, type ratings and full-flight simulators, plus the recurrent checks that keep pilots sharp for life.',
    keywords:
      'pilot training, flight simulator, type rating, ATPL, airline pilot, licence, recurrent training',
  },
  body: `Every airline pilot started in the same place: a small aircraft, an instructor in the next seat and a first nervous attempt to hold a steady altitude. Getting from there to the flight deck of an airliner is a long journey, and it does not end when a pilot is hired. Airline pilots are *tested throughout their careers*.

## The licences

Although the details differ between countries, the path to the airline cockpit generally includes these steps:

1. **Private Pilot Licence (PPL).** Basic flying skills, navigation, meteorology and air law. The first *solo flight*, alone in the aircraft for a circuit of the airfield, is a milestone every pilot remembers.
2. **Instrument rating.** Learning to fly solely by reference to instruments, in cloud and at night, and to follow the procedures that airliners use.
3. **Commercial Pilot Licence (CPL).** A higher standard of flying and the right to be paid for it.
4. **Multi-engine training.** Handling aircraft with more than one engine, including flying safely after an engine failure.
5. **Airline Transport Pilot Licence (ATPL).** The highest licence, required to command an airliner. Its theory exams cover everything from aircraft systems and performance to human factors.

Many pilots follow an *integrated* course at a flight school, training full-time for around two years. Others build up their licences step by step while working. Some airlines sponsor cadet programmes that lead directly to a job.

Experience requirements vary. In the United States, most first officers at scheduled airlines need 1,500 flight hours, a rule introduced after a fatal regional airline accident in 2009. In Europe, new pilots can join airlines with far fewer hours after an intensive, airline-oriented course, gaining experience as supervised first officers.

## The simulator

Once hired, a pilot must earn a **type rating** for the specific aircraft they will fly, such as an A320 or a 737. Much of this training happens in a **full-flight simulator**.

![A simulator cabin on a six-axis motion platform](image:pilot-training-and-simulators-motion-platform)

These machines are astonishingly realistic:

- the cockpit is an exact replica, with every switch and display working as in the real aircraft;
- wrap-around visual systems show airports, terrain, weather and other traffic;
- a motion platform on six hydraulic or electric jacks tilts and shifts the cabin to mimic acceleration, turbulence and bumps on the runway;
- the software models the aircraft's aerodynamics, engines and systems using data from flight tests.

The most advanced simulators are certified to such a standard that a pilot can complete a type rating *without flying the real aircraft*. Their first flight in the actual aircraft may be a scheduled service with passengers, under the supervision of a training captain.

The great advantage of a simulator is that instructors can safely create emergencies that would be too dangerous to practise in a real aircraft: engine fires at take-off, failures of several systems at once, severe windshear, or an aircraft upset into an unusual attitude.

## A career of checks

A licence is not permanent proof of skill. Airline pilots typically:

- return to the simulator for checks and training at least twice a year;
- undergo an annual **line check**, with a trainer observing a normal flight;
- pass regular medical examinations.

In recent years, many airlines have adopted *evidence-based training*, which uses data from real operations to focus on the skills most needed, such as decision-making, communication and workload management, instead of repeating the same set manoeuvres each time.

## Skills beyond stick and rudder

Modern airliners are highly automated, and much of a pilot's job is managing systems, planning and working as a team. **Crew resource management**, developed after accidents in the 1970s showed that poor communication in the cockpit could be as dangerous as a technical failure, is now part of every pilot's training.

Still, the fundamentals remain. When automation fails, pilots must be able to fly the aircraft by hand, and that is why, at every stage of training, the basics are never left behind.`,
};

export default article;

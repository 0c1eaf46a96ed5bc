import { featurePicture, inlinePicture } from '../pictures';
import type { ArticleSeed } from '../types';

const article: ArticleSeed = {
  title: 'Parking Spots in Space: The Lagrange Points Explained',
  slug: 'lagrange-points-explained',
  description:
    'Five special places around any pair of orbiting bodies let a spacecraft keep pace with them. Here is why they exist and why observatories love them.',
  category: 'spaceflight',
  tags: ['solar-system', 'nasa', 'esa', 'telescopes'],
  publishedAt: '2025-12-29T09:35:00.000Z',
  featureImage: featurePicture('lagrange-points-explained', 'orbit'),
  images: [inlinePicture('lagrange-points-explained-map', 'orbit')],
  seo: {
    metaTitle: 'Lagrange Points Explained: Where Gravity Balances',
    metaDescription:
      'What the five Lagrange points are, why L1 and L2 host solar and deep-space observatories, and why asteroids gather at the stable L4 and L5 points.',
    keywords: 'Lagrange points, L1, L2, L4, L5, halo orbit, James Webb, SOHO, Trojan asteroids',
  },
  body: `Normally, the closer a body orbits the Sun, the faster it goes. Mercury whips around in 88 days; Neptune takes 165 years. So how can a spacecraft sit between the Sun and Earth and orbit the Sun in *exactly one year*, keeping perfect pace with our planet?

The answer lies in five special places called the **Lagrange points**, named after the Italian-born mathematician Joseph-Louis Lagrange, who described them in the eighteenth century. (Leonhard Euler had found three of them a few years earlier.)

## Where gravity and motion balance

A Lagrange point exists for any pair of bodies orbiting each other, such as the Sun and Earth or the Earth and Moon. At these points, the combined gravitational pull of the two bodies provides exactly the force needed for a small object to move in an orbit that keeps it fixed relative to them.

![The five Lagrange points of the Sun and Earth](image:lagrange-points-explained-map)

For the Sun–Earth system:

- **L1** lies about 1.5 million kilometres from Earth towards the Sun. Earth's pull partly cancels the Sun's, so an object there can orbit more slowly than it otherwise would, matching Earth's year.
- **L2** lies about 1.5 million kilometres beyond Earth, on the side away from the Sun. Here the pull of Earth adds to the Sun's, allowing an object farther out to keep up with Earth.
- **L3** is on the far side of the Sun, slightly farther out than Earth's orbit, permanently hidden behind the Sun from our view.
- **L4** and **L5** lie on Earth's orbit, 60 degrees ahead of and behind the planet, each forming an equilateral triangle with the Sun and Earth.

## Stable and unstable

The first three points are *unstable*. Picture a ball balanced on a saddle: nudge it along one direction and it rolls away. A spacecraft at L1 or L2 must use small thruster firings every few weeks to stay in place. In practice, spacecraft do not sit exactly on the point but travel in large **halo orbits** or Lissajous orbits around it, which also keeps them out of Earth's shadow.

L4 and L5 are different. Provided one body is much more massive than the other, as the Sun is compared with Earth, objects there are *stable*: if nudged, they move in looping paths around the point rather than drifting away. Nature has taken advantage of this. Thousands of **Trojan asteroids** share Jupiter's orbit at its L4 and L5 points, and NASA's Lucy mission is touring them. Earth has a couple of small Trojan companions of its own.

## Why spacecraft go there

Lagrange points offer unique advantages:

1. **Constant view:** at Sun–Earth L1, a spacecraft has an uninterrupted view of the Sun. The ESA–NASA observatory **SOHO** has watched the Sun from there since the 1990s, and several space weather monitors give early warning of solar storms heading our way.
2. **Stable environment:** at L2, the Sun, Earth and Moon all lie in roughly the same direction, so a single shield can block their heat and light. This makes it ideal for cold infrared telescopes such as **James Webb**, and it was home to ESA's star-mapping Gaia mission and the Planck microwave observatory.
3. **Easy communication:** both points stay at a nearly constant distance from Earth, so antennas always know where to point.

## The Earth–Moon points

The Earth–Moon system has its own Lagrange points, much closer to home. China's relay satellite *Queqiao* used an orbit around Earth–Moon L2, beyond the far side of the Moon, to relay signals from the Chang'e 4 lander, the first spacecraft to land on the lunar far side. Future lunar stations may use related orbits.

## Quiet corners of a busy sky

Lagrange points are not places where gravity disappears. They are places where the dance of gravity and orbital motion *comes out even*. Understanding them lets mission designers park observatories in the perfect spot with only a trickle of fuel, turning a piece of eighteenth-century mathematics into one of the most useful tools of modern spaceflight.`,
};

export default article;

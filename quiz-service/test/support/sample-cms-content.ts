import type {
  CmsBlog,
  CmsMagazine,
  CmsNamed,
  CmsStory,
} from '../../src/legacy/content/cms-content';

/** A quiz question in the CMS's REST shape (Strapi 5: flat attributes, documentId). */
export interface FakeCmsQuestion {
  documentId: string;
  question: string;
  explanation: string;
  topic?: string;
  options: { text: string; isCorrect: boolean }[];
  relatedArticle?: {
    slug: string;
    title: string;
    category?: { slug: string; name: string } | null;
  } | null;
  difficulty?: 'easy' | 'medium' | 'hard' | null;
  magazine?: { slug: string } | null;
}

/** An editors' daily challenge in the CMS's REST shape (api::daily-challenge). */
export interface FakeCmsDailyChallenge {
  date: string;
  questions: { documentId: string }[];
}

/**
 * Five questions the fake CMS names as the editors' picks of the days around now
 * (`standingPicks`): today's daily challenge is then these, whatever the date, and the other
 * questions stay open to the ordinary quiz (a question of today's or a coming daily challenge
 * is served and judged only there). Like the learning tests' bank: the first option is right,
 * the explanation is "Because of <id>.", and an article without a category, so they change no
 * mastery figure and no article's quiz.
 */
export const sampleDailySet = (): FakeCmsQuestion[] =>
  [1, 2, 3, 4, 5].map((n) => ({
    documentId: `q-daily-${n}`,
    question: `Question q-daily-${n}?`,
    explanation: `Because of q-daily-${n}.`,
    options: [
      { text: 'Right', isCorrect: true },
      { text: 'Wrong', isCorrect: false },
      { text: 'Also wrong', isCorrect: false },
    ],
    relatedArticle: { slug: 'the-daily-set', title: 'The daily set' },
  }));

export const sampleQuestions = (): FakeCmsQuestion[] => [
  {
    documentId: 'q-mach',
    question: 'What does a Mach number of 1 mean?',
    explanation: 'Mach 1 is the local speed of sound.',
    options: [
      { text: 'Flying at the speed of sound', isCorrect: true },
      { text: 'Flying at twice the speed of sound', isCorrect: false },
      { text: 'Hovering', isCorrect: false },
    ],
    relatedArticle: { slug: 'breaking-the-sound-barrier', title: 'Breaking the sound barrier' },
  },
  {
    documentId: 'q-lagrange',
    question: 'How many Lagrange points does a two-body system have?',
    explanation: 'There are five: L1 to L5.',
    options: [
      { text: 'Three', isCorrect: false },
      { text: 'Four', isCorrect: false },
      { text: 'Five', isCorrect: true },
    ],
    relatedArticle: null,
  },
  {
    documentId: 'q-iss',
    question: 'About how long does the ISS take to orbit the Earth?',
    explanation: 'Roughly 90 minutes, so about 16 orbits a day.',
    options: [
      { text: '24 hours', isCorrect: false },
      { text: '90 minutes', isCorrect: true },
    ],
  },
];

const tag = (id: number, name: string, slug: string): CmsNamed => ({ id, name, slug });
const TAGS = {
  supersonic: tag(1, 'Supersonic', 'supersonic'),
  mars: tag(2, 'Mars', 'mars'),
  rockets: tag(3, 'Rockets', 'rockets'),
};
const CATEGORIES = {
  aviation: { id: 1, name: 'Aviation', slug: 'aviation' },
  space: { id: 2, name: 'Space', slug: 'space' },
};

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const plain = (text: string) => ({ type: 'text', text });

/** Published articles, newest first, in the CMS's REST shape (Strapi 5, flat attributes). */
export const sampleBlogs = (): CmsBlog[] => [
  {
    id: 11,
    slug: 'breaking-the-sound-barrier',
    title: 'Breaking the sound barrier',
    description: 'How the X-1 went faster than sound.',
    publishedAt: '2026-04-11T23:30:00.000Z',
    featureImage: { url: '/uploads/x1_feature.webp', mime: 'image/webp' },
    category: CATEGORIES.aviation,
    tags: [TAGS.supersonic],
    content: [
      { type: 'heading', level: 2, children: [plain('Mach 1')] },
      paragraph(
        plain('The X-1 flew at '),
        { type: 'text', text: 'Mach 1.06', bold: true },
        plain(' <script>alert(1)</script> & more. '),
        { type: 'link', url: 'https://www.example.org/x-1', children: [plain('Read more')] },
        { type: 'link', url: 'javascript:alert(1)', children: [plain('not a link')] },
      ),
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [plain('Drop from a B-29')] },
          { type: 'list-item', children: [plain('Light the rockets')] },
        ],
      },
      {
        type: 'image',
        image: {
          url: '/uploads/x1_in_flight.webp',
          alternativeText: 'The X-1 in flight',
          width: 1200,
          height: 800,
        },
      },
      { type: 'unknown-block', children: [plain('dropped')] },
    ],
  },
  {
    id: 12,
    slug: 'landing-on-mars',
    title: 'Landing on Mars',
    description: 'Seven minutes of terror.',
    publishedAt: '2026-03-10T09:00:00.000Z',
    featureImage: { url: 'https://media.example.com/mars.webp', mime: 'image/webp' },
    category: CATEGORIES.space,
    tags: [TAGS.mars, TAGS.rockets],
    content: [paragraph(plain('Entry, descent and landing.'))],
  },
  {
    id: 13,
    slug: 'reusable-rockets',
    title: 'Reusable rockets',
    description: 'Boosters that land.',
    publishedAt: '2026-03-08T10:00:00.000Z',
    featureImage: { url: '/uploads/booster.webp', mime: 'image/webp' },
    category: CATEGORIES.space,
    tags: [TAGS.rockets],
    content: [paragraph(plain('Propulsive landing.'))],
  },
  {
    id: 14,
    slug: 'mars-sample-return',
    title: 'Mars sample return',
    description: 'Bringing rocks home.',
    publishedAt: '2026-02-01T10:00:00.000Z',
    featureImage: null,
    category: CATEGORIES.space,
    tags: [TAGS.mars],
    content: [paragraph(plain('Tubes on the ground.'))],
  },
  ...Array.from({ length: 4 }, (_, i) => ({
    id: 20 + i,
    slug: `archive-note-${i + 1}`,
    title: `Archive note ${i + 1}`,
    description: 'From the archive.',
    publishedAt: `2025-0${i + 1}-15T10:00:00.000Z`,
    featureImage: { url: '/uploads/archive.webp', mime: 'image/webp' },
    category: CATEGORIES.aviation,
    tags: [],
    content: [paragraph(plain('Archive.'))],
  })),
];

export const sampleMagazines = (): CmsMagazine[] => [
  {
    id: 3,
    slug: 'apogee-march-2026',
    title: 'Apogee, March 2026',
    issueDate: '2026-03-01',
    cover: { url: '/uploads/cover_march.webp', mime: 'image/webp' },
    description: [
      paragraph(plain('Mars & rockets, '), { type: 'text', text: 'in depth', italic: true }),
    ],
    readerUrl: 'https://reader.example.com/apogee/march-2026',
    purchaseUrl: 'https://shop.example.com/apogee/march-2026',
    tags: [TAGS.mars, TAGS.rockets],
  },
  {
    id: 2,
    slug: 'apogee-february-2026',
    title: 'Apogee, February 2026',
    issueDate: '2026-02-01',
    cover: { url: '/uploads/cover_february.webp', mime: 'image/webp' },
    description: [paragraph(plain('Winter flying.'))],
    readerUrl: 'https://reader.example.com/apogee/february-2026',
    purchaseUrl: 'https://shop.example.com/apogee/february-2026',
    tags: [],
  },
];

export const sampleStories = (): CmsStory[] => [
  {
    id: 5,
    slug: 'first-flight',
    title: 'First flight',
    pages: [
      { id: 51, caption: 'Take-off', media: { url: '/uploads/takeoff.webp', mime: 'image/webp' } },
      { id: 52, caption: '', media: { url: '/uploads/climb.mp4', mime: 'video/mp4' } },
    ],
  },
  {
    id: 6,
    slug: 'night-launch',
    title: 'Night launch',
    pages: [
      { id: 61, caption: 'Lift-off', media: { url: '/uploads/launch.mp4', mime: 'video/mp4' } },
    ],
  },
];

export const sampleCategories = (): CmsNamed[] => [CATEGORIES.aviation, CATEGORIES.space];

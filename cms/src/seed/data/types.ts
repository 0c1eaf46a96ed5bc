/**
 * The shape of the original sample content pack. The content files in this folder
 * (and the media renderer in ../media) produce these; the seeder (../seed.ts) reads them.
 *
 * Rich text (article bodies, magazine descriptions, static pages) is Markdown with
 * headings (##, ###), paragraphs, bullet and numbered lists, **bold**, *italic*, links and
 * inline images written as `![alt text](image:<image-key>)`, where <image-key> names an
 * entry of `images` in the same file's front matter / record.
 */

/** A generated picture: the renderer draws it with sharp from this description. */
export interface ImageSpec {
  /** Stable key, unique in the whole pack; also the file name (without extension). */
  key: string;
  /**
   * Big text drawn on the picture. Only magazine covers have any: every other picture leaves it
   * empty, because the site sets its own titles over or beside them (see ./pictures.ts).
   */
  title: string;
  /** Smaller line under the title (covers only). */
  subtitle?: string;
  /** Alternative text for screen readers; describes what the picture shows. */
  alt: string;
  /** Visual theme picked by the renderer: colours and shapes. */
  motif:
    | 'orbit'
    | 'runway'
    | 'clouds'
    | 'stars'
    | 'rocket'
    | 'wing'
    | 'planet'
    | 'radar'
    | 'saturn'
    | 'mars'
    | 'moon'
    | 'sun'
    | 'asteroid'
    | 'moonshot'
    | 'landing'
    | 'reentry'
    | 'supersonic'
    | 'biplane'
    | 'drone'
    | 'airship'
    | 'station'
    | 'telescope'
    | 'webb'
    | 'sail'
    | 'portrait';
  width: number;
  height: number;
}

/** A short generated video clip shipped in ../media/videos (file name there). */
export interface VideoRef {
  file: string;
  /** Poster/alt description. */
  alt: string;
}

export interface CategorySeed {
  name: string;
  slug: string;
  description: string;
}

export interface TagSeed {
  name: string;
  slug: string;
}

export interface SeoSeed {
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

export interface ArticleSeed {
  title: string;
  slug: string;
  description: string;
  /** Category slug. */
  category: string;
  /** Tag slugs (2 to 5). */
  tags: string[];
  /** ISO date-time; becomes the article's publish date. Spread over the past 18 months. */
  publishedAt: string;
  featureImage: ImageSpec;
  /** Images referenced inline from the body as `![alt](image:<key>)`. */
  images: ImageSpec[];
  seo: SeoSeed;
  /** Author slug; none for a house piece, signed with the site's author label. */
  author?: string;
  /** Markdown body, 400–1,500 words, with at least one heading, one list and one inline image. */
  body: string;
}

export interface MagazineSeed {
  title: string;
  slug: string;
  /** ISO date (first day of the issue's month). */
  issueDate: string;
  cover: ImageSpec;
  /** Markdown. */
  description: string;
  /**
   * https address of an online reader on an allowed host. The seed uploads a PDF of every issue
   * (../issue-pdf.ts), which the site reads itself, so the sample issues set none.
   */
  readerUrl?: string;
  /** https address of a shop selling the printed issue; "Want to buy?" shows only with one. */
  purchaseUrl?: string;
  /** Tag slugs. */
  tags: string[];
}

export interface StoryPageSeed {
  media: { image: ImageSpec } | { video: VideoRef };
  caption: string;
}

export interface StorySeed {
  title: string;
  slug: string;
  description: string;
  /** 3–6 pages; the first is the cover. */
  pages: StoryPageSeed[];
}

export interface QuizQuestionSeed {
  question: string;
  /** 2–6 options. */
  options: string[];
  /** Zero-based index of the one correct option. */
  correctOption: number;
  explanation: string;
  topic: string;
  /** Slug of a related article, optional; an article may teach several questions. */
  relatedArticle?: string;
  difficulty: QuizDifficulty;
  /** Slug of the magazine issue whose quiz carries this question, optional. */
  magazine?: string;
}

export type QuizDifficulty = 'easy' | 'medium' | 'hard';

export interface PageSeed {
  title: string;
  /** about-us | privacy-policy | terms-of-use | information-policy */
  slug: string;
  /** Markdown. */
  body: string;
  images: ImageSpec[];
}

export interface SiteSettingsSeed {
  siteName: string;
  tagline: string;
  seoDescription: string;
  seoKeywords: string;
  operatingCompany: string;
  authorLabel: string;
  footerDescription: string;
  socialLinks: { facebook: string; linkedin: string; instagram: string };
  contactPhone: string;
  postalAddress: string;
  mapLink: string;
  editorialEmail: string;
  /** Online magazine readers the issue pages may embed, one https address per line. */
  readerHosts: string;
}

export interface HomeSeed {
  /** Article slug. */
  hero: string;
  /** Up to 4 article slugs. */
  editorsPicks: string[];
}

export interface PublisherSeed {
  name: string;
  picture: ImageSpec;
  /** Markdown. */
  bio: string;
  contactEmail: string;
}

export interface AuthorSeed {
  name: string;
  slug: string;
  jobTitle: string;
  /** Plain text. */
  bio: string;
  picture: ImageSpec;
  links: { website?: string; x?: string; linkedin?: string; mastodon?: string; bluesky?: string };
}

/** What ../seed.ts imports from ./index.ts. */
export interface ContentPack {
  categories: CategorySeed[];
  tags: TagSeed[];
  articles: ArticleSeed[];
  magazines: MagazineSeed[];
  stories: StorySeed[];
  quizQuestions: QuizQuestionSeed[];
  pages: PageSeed[];
  siteSettings: SiteSettingsSeed;
  home: HomeSeed;
  publisher: PublisherSeed;
  authors: AuthorSeed[];
}

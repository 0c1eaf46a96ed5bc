import type { PageSeed } from './types';
import { aboutUs } from './static-pages/about-us';
import { informationPolicy } from './static-pages/information-policy';
import { privacyPolicy } from './static-pages/privacy-policy';
import { termsOfUse } from './static-pages/terms-of-use';

/** The four static pages, editable in the CMS; their slugs are the site's routes. */
export const pages: PageSeed[] = [aboutUs, privacyPolicy, termsOfUse, informationPolicy];

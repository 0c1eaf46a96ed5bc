import type { HomeSeed } from './types';

/** What editors chose for the top of the home page; every slug is a sample article. */
export const home: HomeSeed = {
  hero: 'artemis-programme-return-to-the-moon',
  editorsPicks: [
    'james-webb-sunshield',
    'how-jet-engines-make-thrust',
    'concorde-legacy',
    'reusable-boosters-propulsive-landing',
  ],
};

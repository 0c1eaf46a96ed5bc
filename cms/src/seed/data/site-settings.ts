import type { SiteSettingsSeed } from './types';
import { COMMON_READER_HOSTS } from '../../validation/reader-hosts';
import { company } from './company';

export const siteSettings: SiteSettingsSeed = {
  siteName: 'Apogee',
  tagline: 'Aviation & Space Insights',
  seoDescription:
    'Apogee explains aviation and space exploration clearly: how aircraft and rockets work, missions to the Moon and Mars, telescopes, flight safety and the history of flight, with a monthly magazine, visual stories and a knowledge quiz.',
  seoKeywords:
    'aviation, space exploration, spaceflight, aerospace, rockets, airliners, jet engines, astronomy, space telescopes, Moon, Mars, International Space Station, flight safety, aviation history, air traffic control',
  operatingCompany: company.name,
  authorLabel: 'Apogee Editorial',
  footerDescription:
    'Apogee is an independent publication about flight, in the air and beyond. We explain aviation and space exploration clearly and accurately, for everyone who looks up.',
  socialLinks: {
    facebook: 'https://www.facebook.com/apogeemagazine',
    linkedin: 'https://www.linkedin.com/company/apogee-media',
    instagram: 'https://www.instagram.com/apogeemagazine',
  },
  contactPhone: company.contactPhone,
  postalAddress: company.postalAddress,
  mapLink: company.mapLink,
  editorialEmail: company.editorialEmail,
  // The issues' reader (magazines.ts) and the readers editors commonly use.
  readerHosts: COMMON_READER_HOSTS.join('\n'),
};

/**
 * The publishing company's details, written once: the legal pages and the site settings must
 * never disagree about who we are or where we are.
 */
export const company = {
  name: 'Apogee Media Ltd',
  postalAddress:
    'Apogee Media Ltd, Kestrel House, 18 Queen Square, Bristol BS1 4NT, United Kingdom',
  mapLink:
    'https://www.openstreetmap.org/search?query=18%20Queen%20Square%2C%20Bristol%20BS1%204NT',
  /** A number from Ofcom's range reserved for fiction, so it can never ring a real person. */
  contactPhone: '+44 117 496 0472',
  editorialEmail: 'editors@apogee.example',
  privacyEmail: 'privacy@apogee.example',
  publisherEmail: 'maya.lindqvist@apogee.example',
} as const;

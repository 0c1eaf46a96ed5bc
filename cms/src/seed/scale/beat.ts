/**
 * A beat is one subject area the generated articles are written about (airliners, rockets,
 * telescopes…): the words its titles and paragraphs are filled with, and the categories and
 * tags an editor would file such an article under.
 *
 * The phrase templates (./phrases.ts) put these words into sentences without knowing which
 * ones they get, so each list keeps one grammatical shape:
 * - `subjects`: singular or uncountable noun phrases ("the geared turbofan", "space debris"),
 *   since templates say "{subject} matters";
 * - `people`: plural ("line pilots"), since templates say "{people} know";
 * - `parts`, `effects`, `places`, `methods`: never followed by a verb in a template;
 * - `conditions`: prepositional phrases ("in gusty crosswinds", "during re-entry").
 */
import type { ImageSpec } from '../data/types';

export interface Beat {
  /** Short name, used in keywords. */
  topic: string;
  /** Category slugs an editor would choose, best first; the first one present is used. */
  categories: readonly string[];
  /** Tag slugs that fit; those present in the CMS are drawn from. */
  tags: readonly string[];
  subjects: readonly string[];
  parts: readonly string[];
  effects: readonly string[];
  conditions: readonly string[];
  places: readonly string[];
  people: readonly string[];
  methods: readonly string[];
  /** Picture theme, for the few feature images drawn when the media library has none. */
  motif: ImageSpec['motif'];
}

/**
 * The story clips of the sample pack: short silent videos filmed (by make-clips.sh, with
 * ffmpeg) from stills the seed renderer draws. No words anywhere on them: the site sets each
 * story's title over its cover, and letters in the clip would collide with it.
 */
import type { ImageSpec } from '../../data/types';
import { motifScenes } from '../motif-scenes';

export interface StoryClip {
  file: string;
  motif: ImageSpec['motif'];
  /** The still's size: taller than the 9:16 frame when the camera pans along it. */
  still: { width: number; height: number };
  /** How the camera moves over the still (make-clips.sh reads the word). */
  camera: 'zoom-in' | 'pan-down';
  /** What the clip shows, for its alternative text. */
  alt: string;
}

export const STORY_CLIPS: StoryClip[] = [
  {
    file: 'launch-plume.mp4',
    motif: 'rocket',
    still: { width: 1080, height: 1920 },
    camera: 'zoom-in',
    alt: `Drawn animation: ${motifScenes.rocket}, the view slowly closing in on the rocket`,
  },
  {
    file: 'star-drift.mp4',
    motif: 'stars',
    still: { width: 1080, height: 1920 },
    camera: 'zoom-in',
    alt: `Drawn animation: ${motifScenes.stars}, drifting closer as if through a telescope`,
  },
  {
    file: 'cloud-climb.mp4',
    motif: 'clouds',
    still: { width: 1080, height: 2880 },
    camera: 'pan-down',
    alt: `Drawn animation: ${motifScenes.clouds}, sliding past as seen from a climbing aircraft`,
  },
];

/** The clip of a file name, for the stories' pages. */
export function storyClip(file: string): StoryClip {
  const clip = STORY_CLIPS.find((each) => each.file === file);
  if (!clip) throw new Error(`No story clip named "${file}".`);
  return clip;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPack } from '../data';
import { motifScenes } from './motif-scenes';
import { composeSvg } from './render';
import { STORY_CLIPS, storyClip } from './videos/clips';
import { seedVideoPath } from './videos';

describe('seedVideoPath', () => {
  it('finds a shipped clip, an MP4 whose header is at the start for streaming', () => {
    const bytes = readFileSync(seedVideoPath('launch-plume.mp4'));
    // An MP4 opens with an "ftyp" box; with +faststart the "moov" index follows before the data.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const head = bytes.subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('names a missing clip in its error', () => {
    expect(() => seedVideoPath('no-such-clip.mp4')).toThrow(
      'Story clip "no-such-clip.mp4" is missing from',
    );
  });

  it('refuses names that could leave the clips folder', () => {
    expect(() => seedVideoPath('../../secrets.mp4')).toThrow(
      'Story clip name "../../secrets.mp4" must be a plain lower-case .mp4 file name',
    );
  });
});

describe('the story clips', () => {
  it('are filmed from drawn stills without words, and each is shipped', () => {
    for (const clip of STORY_CLIPS) {
      const svg = composeSvg({
        key: clip.file,
        title: '',
        alt: '',
        motif: clip.motif,
        ...clip.still,
      });
      expect(svg, clip.file).not.toMatch(/<text\b/);
      expect(existsSync(seedVideoPath(clip.file)), clip.file).toBe(true);
      expect(clip.alt, clip.file).toContain(motifScenes[clip.motif]);
    }
  });

  it('draw no text over the frames (the old clips printed titles into them)', () => {
    const script = readFileSync(path.join(__dirname, 'videos', 'make-clips.sh'), 'utf8');
    expect(script).not.toMatch(/drawtext|fontfile/);
  });

  it('are the clips the sample stories play, described by what they show', () => {
    const videos = contentPack.stories.flatMap((story) =>
      story.pages.flatMap((page) => ('video' in page.media ? [page.media.video] : [])),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expect(video.alt).toBe(storyClip(video.file).alt);
  });
});

/**
 * Draws the stills the story clips are filmed from (make-clips.sh pans and zooms over them):
 * the seed's own motifs, without words, so the clips match the sample pictures and carry no
 * text that would collide with the titles the site lays over a story's cover.
 *
 *   npx tsx src/seed/media/videos/draw-stills.ts <folder>
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSeedImage } from '../render';
import { STORY_CLIPS } from './clips';

async function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('Name the folder to draw the stills into.');
  for (const clip of STORY_CLIPS) {
    const still = await renderSeedImage({
      key: `clip-${clip.file}`,
      title: '',
      alt: '',
      motif: clip.motif,
      width: clip.still.width,
      height: clip.still.height,
    });
    await writeFile(path.join(folder, `${path.basename(clip.file, '.mp4')}.jpg`), still);
  }
}

void main();

#!/usr/bin/env bash
# Regenerates the short silent story clips in this folder: the seed renderer draws a still per
# clip (draw-stills.ts, our own motifs, no words), and ffmpeg films it with a slow zoom or pan.
# Every frame is ours and none carries text. Needs ffmpeg (Debian: apt-get install ffmpeg);
# run from anywhere: cms/src/seed/media/videos/make-clips.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cms="$(cd "$here/../../../.." && pwd)"
stills="$(mktemp -d)"
trap 'rm -rf "$stills"' EXIT

(cd "$cms" && npx tsx src/seed/media/videos/draw-stills.ts "$stills")

# Small, streamable H.264 that every browser plays inline (muted autoplay needs no audio track).
ENCODE=(-an -c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -movflags +faststart -r 24 -t 5)
FRAMES=120

# A slow push in on the middle of the picture (Ken Burns), 1.0× to 1.15×.
zoom_in() {
  ffmpeg -y -loglevel error -loop 1 -i "$stills/$1.jpg" \
    -vf "zoompan=z='1+0.15*on/${FRAMES}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${FRAMES}:s=360x640:fps=24" \
    "${ENCODE[@]}" "$here/$1.mp4"
}

# The camera travels down a tall still: what is above slides up and out of the frame.
pan_down() {
  ffmpeg -y -loglevel error -loop 1 -i "$stills/$1.jpg" \
    -vf "crop=1080:1920:0:'(ih-oh)*t/5',scale=360:640:flags=lanczos" \
    "${ENCODE[@]}" "$here/$1.mp4"
}

zoom_in launch-plume
zoom_in star-drift
pan_down cloud-climb

ls -l "$here"/*.mp4

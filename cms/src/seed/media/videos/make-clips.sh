#!/usr/bin/env bash
# Regenerates the short silent story clips in this folder from ffmpeg's built-in sources,
# so every frame is ours. Needs ffmpeg with libfreetype (Debian: apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# Small, streamable H.264 that every browser plays inline (muted autoplay needs no audio track).
ENCODE=(-an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -r 24)

caption() {
  # $1 text, $2 y position expression
  echo "drawtext=fontfile=${FONT}:text='$1':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=$2:box=1:boxcolor=black@0.35:boxborderw=12"
}

# A launch seen as colour: night blue warming to an orange plume, with a mission clock.
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=360x640:c0=0x0b1d3a:c1=0x1f4e8c:c2=0xff7a1a:c3=0xffd27a:n=4:x0=180:y0=639:x1=180:y1=0:speed=0.015:d=5:r=24" \
  -vf "$(caption 'Lift-off' 'h*0.18'),drawtext=fontfile=${FONT}:text='T+%{eif\:t\:d} s':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=h*0.8" \
  "${ENCODE[@]}" launch-plume.mp4

# A drifting field of points, like stars in a long exposure.
ffmpeg -y -loglevel error -f lavfi \
  -i "life=s=120x214:mold=8:r=24:ratio=0.06:seed=1969:death_color=#040a1f:life_color=#e6f2ff:mold_color=#0d1a45" \
  -t 5 -vf "scale=360:640:flags=bicubic,$(caption 'Deep field' 'h*0.12')" \
  "${ENCODE[@]}" star-drift.mp4

# Sky blues sliding past, the view from a window seat while climbing through cloud.
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=360x640:c0=0x6fb7ff:c1=0xffffff:c2=0xa9d3ff:c3=0xeef6ff:n=4:x0=0:y0=0:x1=360:y1=640:speed=0.03:d=5:r=24" \
  -vf "$(caption 'Through the clouds' 'h*0.82')" \
  "${ENCODE[@]}" cloud-climb.mp4

ls -l ./*.mp4

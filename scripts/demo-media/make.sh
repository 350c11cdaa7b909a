#!/usr/bin/env bash
# Makes the demo clips the seed plays (backend/seed/assets/demo/): for each clip of clips.json, a
# 640×360 H.264 + AAC video with its own colour, a moving shape and a burned-in title, the English
# placeholder narration spoken by espeak-ng, WebVTT captions in English and French timed to that
# speech (each sentence is synthesised on its own and measured, so the cues match it exactly), a
# thumbnail taken from a frame, and manifest.json (real durations from ffprobe).
#
# The outputs are committed, so `npm start` needs neither tool. Re-run after editing clips.json:
#   apt-get install -y ffmpeg espeak-ng jq fonts-dejavu-core
#   scripts/demo-media/make.sh
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
CLIPS="$HERE/clips.json"
OUT="${DEMO_MEDIA_OUT:-$ROOT/backend/seed/assets/demo}"

WIDTH=640
HEIGHT=360
FPS=15
RATE=22050      # espeak-ng's own sample rate: silences and speech concatenate without resampling
LEAD=1.0        # silence before the first sentence
GAP=0.6         # silence between sentences
TAIL=1.5        # at least this much after the last sentence (then up to a whole second)
MIN_SECONDS=20
MAX_SECONDS=90
VOICES=("en-us" "en-gb" "en-us+f3" "en-gb-x-rp" "en-us+m3" "en-gb+f2")

for tool in ffmpeg ffprobe espeak-ng jq; do
  command -v "$tool" >/dev/null || {
    echo "make.sh: $tool is missing (apt-get install -y ffmpeg espeak-ng jq)" >&2
    exit 1
  }
done

font() {
  local file
  for file in \
    /usr/share/fonts/truetype/dejavu/"$1".ttf \
    /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"$2".ttf \
    /usr/share/fonts/truetype/roboto/hinted/"$2".ttf; do
    [[ -f "$file" ]] && { echo "$file"; return; }
  done
  fc-match -f '%{file}' "$3"
}
FONT_BOLD="$(font DejaVuSans-Bold Roboto-Bold 'sans:bold')"
FONT_REGULAR="$(font DejaVuSans Roboto-Regular 'sans')"

duration_of() {
  ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$1"
}

# 12.3456 → 00:00:12.346
timestamp() {
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'
}

add() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.6f", a + b }'; }

# The shape's alpha over a 120×120 sprite (geq expression).
shape_alpha() {
  case "$1" in
    circle) echo "255*lt(hypot(X-60,Y-60),56)" ;;
    square) echo "255*lt(abs(X-60),52)*lt(abs(Y-60),52)" ;;
    diamond) echo "255*lt(abs(X-60)+abs(Y-60),58)" ;;
    ring) echo "255*lt(hypot(X-60,Y-60),56)*gt(hypot(X-60,Y-60),36)" ;;
    triangle) echo "255*gte(Y-8,1.7*abs(X-60))*lt(Y,112)" ;;
    bars) echo "255*lt(mod(X,30),18)*gte(Y,mod(floor(X/30)*37,60))" ;;
    *)
      echo "make.sh: unknown shape $1" >&2
      exit 1
      ;;
  esac
}

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
rm -f "$OUT"/clip-*.mp4 "$OUT"/clip-*.vtt "$OUT"/clip-*.jpg "$OUT"/manifest.json

ffmpeg -v error -f lavfi -i "anullsrc=r=$RATE:cl=mono" -t "$LEAD" -c:a pcm_s16le "$WORK/lead.wav"
ffmpeg -v error -f lavfi -i "anullsrc=r=$RATE:cl=mono" -t "$GAP" -c:a pcm_s16le "$WORK/gap.wav"

count="$(jq length "$CLIPS")"
entries=()
for ((i = 0; i < count; i += 1)); do
  number="$(printf '%02d' $((i + 1)))"
  name="clip-$number"
  dir="$WORK/$name"
  mkdir -p "$dir"
  clip() { jq -r ".[$i]$1" "$CLIPS"; }
  sentences="$(clip '.en | length')"
  if [[ "$sentences" != "$(clip '.fr | length')" ]]; then
    echo "make.sh: $name has $sentences English sentences but $(clip '.fr | length') French ones" >&2
    exit 1
  fi
  voice="${VOICES[$((i % ${#VOICES[@]}))]}"

  # Speech: one WAV per sentence, measured, then joined with silences; the cues are the sums.
  printf 'WEBVTT\n' >"$dir/en.vtt"
  printf 'WEBVTT\n' >"$dir/fr.vtt"
  printf "file '%s'\n" "$WORK/lead.wav" >"$dir/list.txt"
  at="$LEAD"
  for ((s = 0; s < sentences; s += 1)); do
    clip ".en[$s]" >"$dir/s$s.txt"
    espeak-ng -v "$voice" -s 150 -f "$dir/s$s.txt" -w "$dir/s$s.wav"
    length="$(duration_of "$dir/s$s.wav")"
    end="$(add "$at" "$length")"
    cue="$(timestamp "$at") --> $(timestamp "$end")"
    printf '\n%d\n%s\n%s\n' $((s + 1)) "$cue" "$(clip ".en[$s]")" >>"$dir/en.vtt"
    printf '\n%d\n%s\n%s\n' $((s + 1)) "$cue" "$(clip ".fr[$s]")" >>"$dir/fr.vtt"
    printf "file '%s'\n" "$dir/s$s.wav" >>"$dir/list.txt"
    [[ $s -lt $((sentences - 1)) ]] && printf "file '%s'\n" "$WORK/gap.wav" >>"$dir/list.txt"
    at="$(add "$end" "$GAP")"
  done
  ffmpeg -v error -f concat -safe 0 -i "$dir/list.txt" -c:a pcm_s16le "$dir/speech.wav"
  speech="$(duration_of "$dir/speech.wav")"
  seconds="$(awk -v s="$speech" -v t="$TAIL" -v min="$MIN_SECONDS" 'BEGIN { d = s + t; n = int(d); if (n < d) n += 1; if (n < min) n = min; print n }')"
  if ((seconds > MAX_SECONDS)); then
    echo "make.sh: $name would last ${seconds}s (more than ${MAX_SECONDS}s): shorten its narration" >&2
    exit 1
  fi

  # Picture: background, a faint band, the shape bouncing (and a smaller one the other way), the
  # title and a clock, and a progress line along the bottom.
  clip '.title.en' >"$dir/title.txt"
  printf 'Placeholder demo clip %s of %s · synthetic voice' "$number" "$count" >"$dir/subtitle.txt"
  background="$(clip '.background')"
  accent="$(clip '.accent')"
  ffmpeg -v error -f lavfi \
    -i "color=c=$accent:s=120x120,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='$(shape_alpha "$(clip '.shape')")'" \
    -frames:v 1 "$dir/shape.png"
  speed_x=$((70 + (i * 37) % 90))
  speed_y=$((40 + (i * 23) % 60))
  cat >"$dir/graph.txt" <<GRAPH
[1:v]format=rgba,split[big][small0];
[small0]scale=56:56,colorchannelmixer=aa=0.55[small];
[2:v]format=rgba,colorchannelmixer=aa=0.35[band];
[0:v][band]overlay=x=0:y=H*0.55:shortest=1[v1];
[v1][big]overlay=x='abs(mod(t*$speed_x,2*(W-w))-(W-w))':y='84+abs(mod(t*$speed_y,2*(H-h-104))-(H-h-104))':shortest=1[v2];
[v2][small]overlay=x='(W-w)-abs(mod(t*$((speed_x / 2 + 20)),2*(W-w))-(W-w))':y='(H-h-24)-abs(mod(t*$((speed_y + 15)),2*(H-h-108))-(H-h-108))':shortest=1[v3];
[3:v]format=rgba[bar];
[v3][bar]overlay=x='W*t/$seconds-W':y=H-6:shortest=1[v4];
[v4]drawbox=x=0:y=0:w=iw:h=64:color=black@0.35:t=fill,
drawtext=fontfile='$FONT_BOLD':textfile='$dir/title.txt':fontcolor=white:fontsize=28:x=22:y=18,
drawtext=fontfile='$FONT_REGULAR':textfile='$dir/subtitle.txt':fontcolor=white@0.85:fontsize=15:x=22:y=72,
drawtext=fontfile='$FONT_REGULAR':text='%{pts\:hms}':fontcolor=white@0.85:fontsize=15:x=w-tw-22:y=72,
format=yuv420p[v];
[4:a]apad=whole_dur=$seconds[a]
GRAPH
  ffmpeg -v error -y \
    -f lavfi -i "color=c=$background:s=${WIDTH}x${HEIGHT}:r=$FPS:d=$seconds" \
    -loop 1 -framerate "$FPS" -i "$dir/shape.png" \
    -f lavfi -i "color=c=$accent:s=${WIDTH}x40:r=$FPS:d=$seconds" \
    -f lavfi -i "color=c=$accent:s=${WIDTH}x6:r=$FPS:d=$seconds" \
    -i "$dir/speech.wav" \
    -filter_complex_script "$dir/graph.txt" -map '[v]' -map '[a]' -t "$seconds" \
    -c:v libx264 -preset slow -crf 32 -profile:v main -pix_fmt yuv420p -r "$FPS" -g $((FPS * 10)) \
    -c:a aac -b:a 32k -ac 1 -ar "$RATE" \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -movflags +faststart \
    "$OUT/$name.mp4"

  cp "$dir/en.vtt" "$OUT/$name.en.vtt"
  cp "$dir/fr.vtt" "$OUT/$name.fr.vtt"
  # The thumbnail: a frame a third of the way in, when the shape is well inside the picture.
  ffmpeg -v error -y -ss "$(awk -v d="$seconds" 'BEGIN { printf "%.2f", d / 3 }')" -i "$OUT/$name.mp4" -frames:v 1 -q:v 3 "$OUT/$name.jpg"

  duration="$(duration_of "$OUT/$name.mp4")"
  entries+=("$(jq -n \
    --arg id "$name" --argjson duration "$duration" --argjson cues "$sentences" --argjson width "$WIDTH" --argjson height "$HEIGHT" \
    --argjson title "$(clip '.title')" --arg shape "$(clip '.shape')" --arg background "$background" \
    --argjson bytes "$(stat -c '{"video": %s}' "$OUT/$name.mp4" | jq -c \
      --argjson thumbnail "$(stat -c %s "$OUT/$name.jpg")" --argjson en "$(stat -c %s "$OUT/$name.en.vtt")" \
      --argjson fr "$(stat -c %s "$OUT/$name.fr.vtt")" '. + {thumbnail: $thumbnail, en: $en, fr: $fr}')" \
    '{id: $id, title: $title, duration: $duration, seconds: ($duration | round), cues: $cues, shape: $shape, background: $background,
      width: $width, height: $height, video: "\($id).mp4", thumbnail: "\($id).jpg", captions: {en: "\($id).en.vtt", fr: "\($id).fr.vtt"},
      bytes: $bytes}')")
  echo "$name: ${duration}s, $sentences cues, voice $voice"
done

printf '%s\n' "${entries[@]}" | jq -s '{generatedBy: "scripts/demo-media/make.sh", clips: .}' >"$OUT/manifest.json"
du -ch "$OUT"/clip-* | tail -1

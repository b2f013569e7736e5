#!/usr/bin/env bash
# Adds Flickr's 75-pixel square (`s`) to every record of the demo catalog that has a 150-pixel one (`q`): the same
# centre crop, made from the record's largest bundled file (`z`) with ImageMagick, baseline JPEG, 4:2:0, quality 85
# (as `q` is), into images/s/, and its entry into photos.jsonl. List thumbnails of 75 pixels or less take it, as they
# do from Flickr. Run again, it makes nothing twice.
# Needs: apt-get install imagemagick
set -euo pipefail
catalog=${1:-"$(dirname "$0")/../Resources/catalog"}
cd "$catalog"
mkdir -p images/s
for square in images/q/*.jpg; do
  name=${square#images/q/}
  out=images/s/$name
  # Made already; and never written through a link planted there.
  if [ -e "$out" ] || [ -L "$out" ]; then continue; fi
  source=images/z/$name
  [ -e "$source" ] || source=$square
  convert "$source" -resize '75x75^' -gravity center -extent 75x75 -strip -interlace none \
    -sampling-factor 2x2,1x1,1x1 -quality 85 "$out"
done
python3 - <<'PY'
import re
lines = open("photos.jsonl", encoding="utf-8").read().split("\n")
pattern = re.compile(r'"images": \{"q": \{"path": "images/q/([^"]+)"')
def add(line):
    if '"s": {' in line: return line
    return pattern.sub(lambda m: '"images": {"s": {"path": "images/s/%s", "width": 75, "height": 75}, "q": {"path": "images/q/%s"' % (m.group(1), m.group(1)), line)
open("photos.jsonl", "w", encoding="utf-8").write("\n".join(add(line) for line in lines))
PY

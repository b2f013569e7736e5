#!/usr/bin/env bash
# Screenshots of flickterm in a real terminal window: xterm on a virtual X display (Xvfb), the app in tmux
# inside it so that keys can be sent, the window grabbed with xwd. One PNG per theme, of the results with
# the selection on the second row, into OUT (default .build-shots/). For checking by eye what tmux's text
# cannot show: how the selection and the chrome read in each theme.
# Needs: apt-get install xvfb xterm x11-apps imagemagick fonts-dejavu-core
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-shots}
mkdir -p "$out"
app=${FLICKTERM:-.build/release/flickterm}
home=$(mktemp -d)
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 820x540x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$home"' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
for theme in default light high-contrast monochrome; do
  background=black foreground=white
  [ "$theme" = light ] && background=white foreground=black
  tmux() { command tmux -L "flickterm-shots-$theme" "$@"; }
  tmux -f /dev/null new-session -d -s shots -x 100 -y 30 \
    "env HOME=$home XDG_CONFIG_HOME=$home XDG_CACHE_HOME=$home XDG_DATA_HOME=$home XDG_STATE_HOME=$home FLICKR_API_KEY= \
     TERM=xterm-256color $app --catalog Resources/catalog --theme $theme --no-history"
  tmux set -g status off
  xterm -geometry 100x30+0+0 -fa 'DejaVu Sans Mono' -fs 10 -bg $background -fg $foreground \
    -e tmux -L "flickterm-shots-$theme" attach -t shots >/dev/null 2>&1 &
  xterm=$!
  for _ in $(seq 100); do tmux capture-pane -p -t shots | grep -q "Search:" && break; sleep 0.1; done
  tmux send-keys -t shots horses Enter
  for _ in $(seq 100); do tmux capture-pane -p -t shots | grep -q "1 of 38" && break; sleep 0.1; done
  tmux send-keys -t shots j
  for _ in $(seq 100); do tmux capture-pane -p -t shots | grep -q "2 of 38" && break; sleep 0.1; done
  sleep 0.5 # the window draws what tmux sent it: nothing to poll for
  xwd -root -silent | convert xwd:- -crop 808x520+0+0 "$out/$theme.png"
  tmux kill-server
  wait $xterm || true
  echo "$out/$theme.png"
done

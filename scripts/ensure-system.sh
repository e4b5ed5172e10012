#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium and the CJK fonts
# (Chinese must render the same on every machine). Never downloads a browser of its own.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing ${need[*]}: install them with apt-get (needs root)" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null

#!/bin/bash
# Installs a kiosk release on this device, or goes back to the one before (docs/kiosk.md
# «Deployment»):
#
#   update.sh https://releases.example.kz/kiosk/dala-kiosk-<version>.tar.gz
#   update.sh /tmp/dala-kiosk-<version>.tar.gz
#   update.sh --rollback
#
# A release (`npm run kiosk:release`) is a tarball with its SHA-256 beside it (<tarball>.sha256):
# the checksum is checked before anything is unpacked. The release goes into
# $KIOSK_ROOT/releases/<version>, `current` is switched to it in one step (a symlink renamed over
# the old one), and the kiosk pages' server is restarted. The browser keeps its page: at the next
# idle reset, between two visitors, the page finds the new service worker, lets it install and
# takes it (docs/kiosk.md «Offline»); a visitor never sees the version change. The three newest
# releases are kept, for --rollback.
set -euo pipefail

ROOT=${KIOSK_ROOT:-/opt/dala-kiosk}
SYSTEMCTL=${SYSTEMCTL:-systemctl}
KEEP=${KIOSK_KEEP_RELEASES:-3}
RELEASES=$ROOT/releases

say() { echo "kiosk update: $*"; }
die() {
  echo "kiosk update: $*" >&2
  exit 1
}

switch_to() {
  local version=$1 from=""
  [ -e "$ROOT/current" ] && from=$(basename "$(readlink "$ROOT/current")")
  ln -sfn "releases/$version" "$ROOT/current.next"
  mv -T "$ROOT/current.next" "$ROOT/current"
  [ -n "$from" ] && [ "$from" != "$version" ] && echo "$from" >"$ROOT/previous"
  "$SYSTEMCTL" restart dala-kiosk-site.service
  say "now on $version${from:+ (was $from)}"
}

if [ "${1:-}" = "--rollback" ]; then
  [ -s "$ROOT/previous" ] || die "no earlier release to go back to"
  previous=$(cat "$ROOT/previous")
  [ -d "$RELEASES/$previous" ] || die "the earlier release $previous is no longer here"
  switch_to "$previous"
  exit 0
fi

source=${1:-}
[ -n "$source" ] || die "give a release: update.sh <tarball or URL> | --rollback"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=$(basename "$source")
case "$name" in
  dala-kiosk-*.tar.gz) ;;
  *) die "not a kiosk release: $name (dala-kiosk-<version>.tar.gz)" ;;
esac
case "$source" in
  https://* | http://*)
    curl -fsSL --retry 3 -o "$work/$name" "$source"
    curl -fsSL --retry 3 -o "$work/$name.sha256" "$source.sha256"
    ;;
  *)
    cp "$source" "$work/$name"
    cp "$source.sha256" "$work/$name.sha256" || die "no checksum beside it: $source.sha256"
    ;;
esac
(cd "$work" && sha256sum --quiet -c "$name.sha256") || die "$name does not match its checksum"

version=${name#dala-kiosk-}
version=${version%.tar.gz}
mkdir -p "$RELEASES"
if [ ! -d "$RELEASES/$version" ]; then
  tar -xzf "$work/$name" -C "$work"
  unpacked=$work/dala-kiosk-$version
  for file in server.mjs watchdog.mjs site/kiosk/index.html site/kiosk-sw.js; do
    [ -e "$unpacked/$file" ] || die "the release lacks $file"
  done
  mv "$unpacked" "$RELEASES/.incoming-$version"
  mv -T "$RELEASES/.incoming-$version" "$RELEASES/$version"
fi
touch "$RELEASES/$version"
switch_to "$version"

# The newest $KEEP releases stay (the current one always); the rest go.
current=$(basename "$(readlink "$ROOT/current")")
ls -1t "$RELEASES" | tail -n +"$((KEEP + 1))" | while read -r old; do
  [ "$old" = "$current" ] || rm -rf "${RELEASES:?}/$old"
done

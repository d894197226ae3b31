#!/bin/bash
# Makes a Debian 13 machine a kiosk (docs/kiosk.md «Deployment»). As root, from an unpacked
# release, with this device's settings written first:
#
#   tar -xzf dala-kiosk-<version>.tar.gz && cd dala-kiosk-<version>
#   install -D -m 0640 deploy/kiosk.env.example /etc/dala-kiosk/kiosk.env   # then edit it
#   ./deploy/install.sh dala-kiosk-<version>.tar.gz
#
# Installs Node (the pages' server and the watchdog), Chromium, cage and the speech voices; a
# `dala-kiosk` user without a login; the units, the PAM session and Chromium's policies; then the
# release itself (update.sh), and starts the kiosk. Nothing here builds anything: the device
# runs what the release brings.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
release=${1:?give the release tarball (dala-kiosk-<version>.tar.gz, its .sha256 beside it)}
[ "$(id -u)" = 0 ] || { echo "install: run as root" >&2; exit 1; }
[ -s /etc/dala-kiosk/kiosk.env ] || {
  echo "install: write /etc/dala-kiosk/kiosk.env first (from deploy/kiosk.env.example)" >&2
  exit 1
}

apt-get update
apt-get install -y --no-install-recommends nodejs chromium cage fonts-noto-core \
  speech-dispatcher speech-dispatcher-espeak-ng espeak-ng curl ca-certificates
node -e 'if (+process.versions.node.split(".")[0] < 20) { console.error("install: Node 20 or newer is needed"); process.exit(1) }'

id dala-kiosk >/dev/null 2>&1 ||
  useradd --system --home-dir /var/lib/dala-kiosk --create-home --shell /usr/sbin/nologin \
    --groups video,input,audio dala-kiosk
chown root:dala-kiosk /etc/dala-kiosk/kiosk.env
chmod 0640 /etc/dala-kiosk/kiosk.env
install -d -m 0755 /opt/dala-kiosk/releases

install -m 0644 "$here"/dala-kiosk-site.service "$here"/dala-kiosk-browser.service \
  "$here"/dala-kiosk-watchdog.service "$here"/dala-kiosk-watchdog.timer /etc/systemd/system/
install -m 0644 "$here"/pam.dala-kiosk /etc/pam.d/dala-kiosk
install -D -m 0644 "$here"/chromium-policy.json /etc/chromium/policies/managed/dala-kiosk.json
install -m 0755 "$here"/update.sh /usr/local/sbin/dala-kiosk-update

systemctl daemon-reload
dala-kiosk-update "$release"
systemctl set-default graphical.target
systemctl enable --now dala-kiosk-site.service dala-kiosk-browser.service dala-kiosk-watchdog.timer
echo "install: the kiosk runs; updates: dala-kiosk-update <release URL>"

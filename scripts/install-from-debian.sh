# Sourced by scripts/ensure-*.sh: installs what the tests need from Debian's
# packages, as root; anyone else is told how, and the script stops.
#   install_from_debian "PACKAGE..." "what is missing" "what else would do"
install_from_debian() {
  local packages="$1" missing="$2" otherwise="$3"
  local -a list
  read -r -a list <<<"$packages"
  if [ "$(id -u)" -ne 0 ]; then
    echo "$missing. Install it (sudo apt-get install -y $packages) or $otherwise." >&2
    exit 1
  fi
  echo "Installing $packages from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q "${list[@]}" >/dev/null
}

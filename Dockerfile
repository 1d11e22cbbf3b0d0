# nightshift container: `docker run --rm -v "$PWD:/workspace" -e ANTHROPIC_API_KEY nightshift run task.yaml`
# Stage 1 bundles the CLI; the final image needs no node_modules (everything is in dist/).
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY policies ./policies
RUN node scripts/build.mjs

FROM node:24-bookworm-slim
# git without perl: an empty package that provides perl keeps 47 MB out of the image and apt
# consistent (container/git-without-perl/DEBIAN/control); dpkg leaves out git's server programs
# (container/dpkg.cfg.d/nightshift-git). docs/container.md says how to get either back.
COPY container/git-without-perl /tmp/git-without-perl
COPY container/dpkg.cfg.d/nightshift-git /etc/dpkg/dpkg.cfg.d/nightshift-git
RUN dpkg-deb --build /tmp/git-without-perl /tmp/git-without-perl.deb >/dev/null \
 && dpkg -i /tmp/git-without-perl.deb \
 && rm -r /tmp/git-without-perl /tmp/git-without-perl.deb \
 && apt-get update \
 && apt-get install -y --no-install-recommends git ripgrep ca-certificates bubblewrap \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /src/dist /opt/nightshift/dist
COPY --from=build /src/package.json /opt/nightshift/package.json
COPY container/warm-compile-cache.mjs /tmp/warm-compile-cache.mjs
# The compile cache (docs/sandbox.md): made as the image's user, for whom Node keys it, then
# root's like the code, readable and not writable by that user.
RUN ln -s /opt/nightshift/dist/nightshift.cjs /usr/local/bin/nightshift && chmod +x /opt/nightshift/dist/nightshift.cjs \
 && install -d -o node -g node -m 0755 /opt/nightshift/dist/.cache \
 && setpriv --reuid=node --regid=node --init-groups node /tmp/warm-compile-cache.mjs /opt/nightshift/dist \
 && chown -R root:root /opt/nightshift/dist/.cache \
 && chmod -R u=rwX,go=rX /opt/nightshift/dist/.cache \
 && rm /tmp/warm-compile-cache.mjs
# The image's own non-root user (uid 1000); mount the workspace with matching ownership.
USER node
WORKDIR /workspace
ENTRYPOINT ["nightshift"]
CMD ["--help"]

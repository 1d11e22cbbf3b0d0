#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/tools/command/kill-group.ts
function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch (err) {
    if (err.code !== "ESRCH") throw err;
  }
}
var liveGroups = /* @__PURE__ */ new Set();
function trackGroup(pgid) {
  liveGroups.add(pgid);
}
function untrackGroup(pgid) {
  liveGroups.delete(pgid);
}
function killLiveGroups() {
  for (const pgid of liveGroups) killGroup(pgid, "SIGKILL");
  const n = liveGroups.size;
  liveGroups.clear();
  return n;
}

export {
  killGroup,
  trackGroup,
  untrackGroup,
  killLiveGroups
};

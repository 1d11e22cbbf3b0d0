#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedUnderAnyName,
  readDeniedBy,
  walkWorkspace,
  workspaceInRepository
} from "./chunk-Z5JBZUUA.js";
import {
  locateRepo
} from "./chunk-EQHSLL2K.js";

// src/config/denied-every-name.ts
function deniedUnderEveryName(rules, workspace) {
  let denied;
  return (rel) => {
    if (!denied) {
      const byRules = readDeniedBy(rules, workspaceInRepository(workspace, locateRepo(workspace)?.workTree));
      denied = deniedUnderAnyName(byRules, walkWorkspace(workspace, byRules).links);
    }
    return denied(rel);
  };
}

export {
  deniedUnderEveryName
};

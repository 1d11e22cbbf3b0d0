#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
} from "./chunk-EEIH2A23.js";
import "./chunk-DYI5UNC7.js";
export {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
};

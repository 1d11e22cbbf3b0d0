#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
} from "./chunk-ALGRZB3K.js";
import "./chunk-R7MH2LYI.js";
export {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
};

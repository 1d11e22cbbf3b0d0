#!/usr/bin/env -S node --max-semi-space-size=2
import {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
} from "./chunk-SG6P5H22.js";
import "./chunk-KD2KN6TW.js";
export {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
  scrubOwnEnviron
};

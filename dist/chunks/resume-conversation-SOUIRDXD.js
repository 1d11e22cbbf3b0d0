#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  checkOpensWithTask,
  conversationForModel
} from "./chunk-YE7OLXKS.js";
import "./chunk-KBMOE7N2.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-AS67HEB5.js";
import "./chunk-DYI5UNC7.js";
export {
  checkOpensWithTask,
  conversationForModel
};

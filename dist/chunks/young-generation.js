#!/usr/bin/env -S node --max-semi-space-size=2

// src/action/young-generation.ts
import { setFlagsFromString } from "node:v8";
new Headers();
setFlagsFromString("--semi-space-growth-factor=1");

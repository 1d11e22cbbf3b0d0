#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  createShellAnalyzer,
  decide,
  pathPart,
  protectedPaths
} from "./chunk-6ADDT3CY.js";
import {
  Redactor,
  SHELL,
  ToolSet,
  builtinToolsFor,
  connectMcpTools,
  createSandbox,
  exitCause,
  killLiveGroups,
  offeredInMode,
  openNextCommandLog,
  runCommand,
  toolDefinition
} from "./chunk-FFMSW2Y3.js";
import {
  PathError,
  allowedBy,
  quote,
  resolvePath,
  strictest
} from "./chunk-GULIGUNA.js";
import {
  AuditWriteError,
  AuditWriter,
  formatSummaryMarkdown,
  summarizeAudit,
  target
} from "./chunk-FIBBZYG3.js";
import {
  isContextOverflow
} from "./chunk-OHCNPXCV.js";
import {
  compileOutputSchema,
  preflight
} from "./chunk-PPXY5AZB.js";
import {
  fileRestriction,
  groupsOf,
  loadTask,
  modelSchema,
  resolveModes,
  taskSchema,
  toolAllowedInMode
} from "./chunk-R5X4TLQG.js";
import {
  effectiveLimits,
  explainIssues,
  formatPath,
  inputJsonSchema,
  loadPolicy
} from "./chunk-XOLP4S52.js";
import {
  suggest
} from "./chunk-ZJQMDKU2.js";
import {
  readAuditLog
} from "./chunk-V7HT3JWX.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-PJG3S4CL.js";
import {
  MAX_TOOL_OUTPUT_BYTES,
  truncateHeadTail
} from "./chunk-TVWL5D2A.js";
import {
  ConfigError,
  problemsError
} from "./chunk-M3I5XOUB.js";
import {
  VERSION
} from "./chunk-UPZD6BT7.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-FB2YGS7R.js";

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m2 = s * 60;
    var h3 = m2 * 60;
    var d2 = h3 * 24;
    var w2 = d2 * 7;
    var y2 = d2 * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str2) {
      str2 = String(str2);
      if (str2.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str2
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y2;
        case "weeks":
        case "week":
        case "w":
          return n * w2;
        case "days":
        case "day":
        case "d":
          return n * d2;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h3;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return Math.round(ms2 / d2) + "d";
      }
      if (msAbs >= h3) {
        return Math.round(ms2 / h3) + "h";
      }
      if (msAbs >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms2 / s) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return plural(ms2, msAbs, d2, "day");
      }
      if (msAbs >= h3) {
        return plural(ms2, msAbs, h3, "hour");
      }
      if (msAbs >= m2) {
        return plural(ms2, msAbs, m2, "minute");
      }
      if (msAbs >= s) {
        return plural(ms2, msAbs, s, "second");
      }
      return ms2 + " ms";
    }
    function plural(ms2, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms2 / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms2 = curr - (prevTime || curr);
          self.diff = ms2;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v2) => {
            enableOverride = v2;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns2 of split) {
          if (ns2[0] === "-") {
            createDebug.skips.push(ns2.slice(1));
          } else {
            createDebug.names.push(ns2);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns2 of createDebug.names) {
          if (matchesTemplate(name, ns2)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m2;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m2 = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m2[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c3 = "color: " + this.color;
      args.splice(1, 0, c3, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c3);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r2;
      try {
        r2 = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r2 && typeof process !== "undefined" && "env" in process) {
        r2 = process.env.DEBUG;
      }
      return r2;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = __require("supports-color");
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_3, k2) => {
        return k2.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c3 = this.color;
        const colorCode = "\x1B[3" + (c3 < 8 ? c3 : "8;5;" + c3);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map((str2) => str2.trim()).join(" ");
    };
    formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path18, isFile, isDirectory) {
      log(`checking %s`, path18);
      try {
        const stat = fs_1.statSync(path18);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path18, type = exports.READABLE) {
      return check(path18, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export(m2) {
      for (var p2 in m2) if (!exports.hasOwnProperty(p2)) exports[p2] = m2[p2];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done;
      let fail;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// src/model/types.ts
var emptyUsage = () => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });

// src/model/script.ts
var ScriptExhaustedError = class extends Error {
  name = "ScriptExhaustedError";
};
var ScriptProvider = class {
  constructor(turns, source = "inline") {
    this.turns = turns;
    this.id = `script:${source}`;
  }
  turns;
  id;
  #next = 0;
  complete(request, signal) {
    signal.throwIfAborted();
    const turn = this.turns[this.#next];
    if (!turn) {
      return Promise.reject(
        new ScriptExhaustedError(
          `the script has ${this.turns.length} turns and ran out at turn ${request.turn}`
        )
      );
    }
    this.#next += 1;
    const toolCalls = (turn.tool_calls ?? []).map((call, i) => {
      const id = call.id ?? `call_${request.turn}_${i + 1}`;
      if (call.args_json === void 0) return { id, name: call.name, args: call.args ?? {} };
      try {
        return { id, name: call.name, args: JSON.parse(call.args_json) };
      } catch (err) {
        return {
          id,
          name: call.name,
          args: void 0,
          rawArgs: call.args_json,
          parseError: err.message
        };
      }
    });
    const usage = { ...emptyUsage(), ...renameUsage(turn.usage) };
    return Promise.resolve({
      text: turn.text ?? "",
      toolCalls,
      stopReason: toolCalls.length > 0 ? "tool_use" : "end_turn",
      usage,
      costUsd: 0
    });
  }
};
function renameUsage(u2) {
  if (!u2) return {};
  return {
    input: u2.input ?? 0,
    output: u2.output ?? 0,
    cacheRead: u2.cache_read ?? 0,
    cacheWrite: u2.cache_write ?? 0
  };
}

// src/run/run-task.ts
import { createHash as createHash3 } from "node:crypto";
import { writeFileSync as writeFileSync5 } from "node:fs";
import path17 from "node:path";

// src/run/wire.ts
import { arch, platform } from "node:os";
import path5 from "node:path";

// src/git/repo.ts
import { execFileSync } from "node:child_process";
import path from "node:path";

// node_modules/@simple-git/args-pathspec/dist/index.mjs
var t = /* @__PURE__ */ new WeakMap();
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}

// node_modules/simple-git/dist/index.mjs
var import_file_exists = __toESM(require_dist(), 1);
var import_debug = __toESM(require_src(), 1);
var import_promise_deferred = __toESM(require_dist2(), 1);
import { spawn as ve } from "node:child_process";
import { normalize as Se } from "node:path";

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* x(e, n) {
  const t2 = n === "global";
  for (const o2 of e)
    o2.isGlobal === t2 && (yield o2);
}
var P = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]);
var S = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]);
var E = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]);
var F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function A(e, n) {
  for (const { name: o2 } of x(e, "task")) {
    if (P.has(o2))
      return w(true, n);
    if (S.has(o2))
      return w(false, n);
  }
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : E.has(t2) ? w(true, n.slice(1)) : F.has(t2) ? w(false, n.slice(1)) : n.length === 1 ? w(false, n) : w(true, n);
}
function w(e = false, n = []) {
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t2,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t2 = N(n), o2 = t2 && G(n.value);
    o2 && (yield {
      ...o2,
      scope: t2
    });
  }
}
function D(e, n, t2) {
  const o2 = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o2,
    M(n),
    A(n, t2)
  ), o2;
}
function L(e, n, t2) {
  if (t2 === null)
    return;
  const o2 = O(n, t2);
  t2.isWrite ? e.write.push(o2) : e.read.push(o2);
}
var C = {
  short: /* @__PURE__ */ new Map([
    ["c", true]
    //  -c <k=v>    set config key for this invocation
  ])
};
var I = {
  short: new Map([
    ["C", true],
    //  -C <path>   change working directory
    ["P", false],
    // -P          no pager (alias for --no-pager)
    ["h", false],
    // -h          help
    ["p", false],
    // -p          paginate
    ["v", false],
    // -v          version
    ...C.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
};
var R = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", true],
      // -b <branch>
      ["j", true],
      // -j <n>          parallel jobs
      ["l", false],
      // -l local
      ["n", false],
      // -n no-checkout
      ["o", true],
      // -o <name>       remote name
      ["q", false],
      // -q quiet
      ["s", false],
      // -s shared
      ["u", true]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", true],
      // -C <commit>  reuse message
      ["F", true],
      // -F <file>    read message from file
      ["c", true],
      // -c <commit>  reedit message
      ["m", true],
      // -m <msg>
      ["t", true]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", false],
      // -e  open editor
      ["f", true],
      //  -f <file>
      ["l", false]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", true],
      // -X <option>   strategy option
      ["f", false],
      // -f force-rebase
      ["i", false],
      // -i interactive
      ["k", false],
      // -k keep-base
      ["m", false],
      // -m merge
      ["n", false],
      // -n no-stat
      ["q", false],
      // -q quiet
      ["r", false],
      // -r rebase-merges
      ["s", true],
      // -s <strategy>
      ["v", false],
      // -v verbose
      ["x", true]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
};
var T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t2 = e.indexOf("=");
    if (t2 > 2)
      return [{ name: e.slice(0, t2), value: e.slice(t2 + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o2) }];
  }
  if (e.length === 2) {
    const t2 = e.charAt(1), o2 = n.short.get(t2);
    return [{ name: e, needsNext: o2 === true }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t2 = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < t2.length; a++) {
    const s = t2[a], r2 = n.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const i = t2.slice(a + 1).join("");
      if (i && ![...i].every((m2) => n.has(m2)))
        return o2.push({ name: `-${s}`, value: i, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function W(e, n = []) {
  let t2 = 0;
  for (; t2 < e.length; ) {
    const o2 = String(e[t2]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = b(o2);
    let s = t2 + 1;
    for (const r2 of a) {
      const i = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = true, s++), n.push(i);
    }
    t2 = s;
  }
  return { flags: n, taskIndex: t2 };
}
function V(e, n, t2 = []) {
  const o2 = B(n), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const i = e[r2];
    if (r(i)) {
      s.push(...o(i)), r2++;
      continue;
    }
    const p2 = String(i);
    if (p2 === "--") {
      for (let d2 = r2 + 1; d2 < e.length; d2++) {
        const g2 = e[d2];
        r(g2) ? s.push(...o(g2)) : s.push(String(g2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const m2 = b(p2, o2);
    let u2 = r2 + 1;
    for (const d2 of m2) {
      const g2 = {
        name: d2.name,
        value: d2.value,
        absorbedNext: false,
        isGlobal: false
      };
      d2.needsNext && g2.value === void 0 && u2 < e.length && !r(e[u2]) && (g2.value = String(e[u2]), g2.absorbedNext = true, u2++), t2.push(g2);
    }
    r2 = u2;
  }
  return { flags: t2, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t2 of K) {
      const o2 = t2(n.key);
      o2 && (yield o2);
    }
}
function f(e, n, t2 = String(e)) {
  const o2 = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o2.test(s))
      return {
        category: n,
        message: `Configuring ${t2} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t2 = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t2, n, e);
}
var K = [
  f("alias", "allowUnsafeAlias"),
  f("core.askPass", "allowUnsafeAskPass"),
  f("core.editor", "allowUnsafeEditor"),
  f("core.fsmonitor", "allowUnsafeFsMonitor"),
  f("core.gitProxy", "allowUnsafeGitProxy"),
  f("core.hooksPath", "allowUnsafeHooksPath"),
  f("core.pager", "allowUnsafePager"),
  f("core.sshCommand", "allowUnsafeSshCommand"),
  l("credential.helper", "allowUnsafeCredentialHelper"),
  l("diff.command", "allowUnsafeDiffExternal"),
  f("diff.external", "allowUnsafeDiffExternal"),
  l("difftool.cmd", "allowUnsafeDiffExternal"),
  l("diff.textconv", "allowUnsafeDiffTextConv"),
  l("filter.clean", "allowUnsafeFilter"),
  l("filter.process", "allowUnsafeFilter"),
  l("filter.smudge", "allowUnsafeFilter"),
  l("gpg.program", "allowUnsafeGpgProgram"),
  f("include.path", "allowUnsafeInclude"),
  l("includeIf", "allowUnsafeInclude"),
  f("init.templateDir", "allowUnsafeTemplateDir"),
  l("pager.", "allowUnsafePager"),
  l("merge.driver", "allowUnsafeMergeDriver"),
  l("mergetool.path", "allowUnsafeMergeDriver"),
  l("mergetool.cmd", "allowUnsafeMergeDriver"),
  l("protocol.allow", "allowUnsafeProtocolOverride"),
  l("remote.receivepack", "allowUnsafePack"),
  l("remote.uploadpack", "allowUnsafePack"),
  f("uploadpack.packObjectsHook", "allowUnsafePack"),
  f("sequence.editor", "allowUnsafeEditor"),
  l("submodule.update", "allowUnsafeSubmodule"),
  l("tar.command", "allowUnsafeCommandBinaries"),
  l("trailer.cmd", "allowUnsafeCommandBinaries"),
  l("trailer.command", "allowUnsafeCommandBinaries"),
  l("url.insteadOf", "allowUnsafeUrlRewrite")
];
function* H(e, n) {
  for (const t2 of n)
    for (const o2 of X) {
      const a = o2(e, t2);
      a && (yield a);
    }
}
function c2(e, n, t2, { name: o2 = String(n), globalOnly: a = false, withValue: s = false } = {}) {
  const r2 = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${t2}`;
  return function(m2, u2) {
    if (!(e && m2 !== e) && !(a && !u2.isGlobal) && !(s && u2.value === void 0) && r2.test(u2.name))
      return {
        category: t2,
        message: i
      };
  };
}
var h = { globalOnly: true, withValue: true };
var X = [
  c2(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  c2("clone", /^-\w*u/, "allowUnsafePack"),
  c2("clone", "--u", "allowUnsafePack"),
  c2("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  c2("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  c2(null, "--template", "allowUnsafeTemplateDir"),
  c2(null, "--exec-path", "allowUnsafeExec", h),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  c2(null, "--git-dir", "allowUnsafeConfigPaths", h),
  c2(null, "--work-tree", "allowUnsafeConfigPaths", h),
  c2(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
];
function k(e, n, t2) {
  return [...H(e, n), ...q(t2)];
}
function Y(...e) {
  const { flags: n, taskIndex: t2 } = W(e), o2 = t2 < e.length ? String(e[t2]).toLowerCase() : null, a = o2 !== null ? e.slice(t2 + 1) : [], { positionals: s, pathspecs: r2 } = V(a, o2, n), i = D(o2, n, s);
  return {
    task: o2,
    flags: n.map(J),
    paths: r2,
    config: i,
    vulnerabilities: z(k(o2, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
var y = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t2 = 0; t2 < n; t2++) {
    const o2 = e[`git_config_key_${t2}`], a = e[`git_config_value_${t2}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t2 = y[n];
      yield {
        category: t2,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t2}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t2, o2] of Object.entries(e)) {
    const a = t2.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o2));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t2 = {
    read: [],
    write: [...Q(n)]
  }, o2 = [
    ...Z(n),
    ...k(null, [], t2)
  ];
  return {
    config: t2,
    vulnerabilities: o2
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}

// node_modules/simple-git/dist/index.mjs
import { EventEmitter as Ce } from "node:events";
var O2 = class extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var Ae = class extends O2 {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
};
var A2 = class extends O2 {
  constructor(e, n, r2) {
    super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var at = class extends O2 {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
};
var xe = class extends O2 {
  constructor(e) {
    super(void 0, e);
  }
};
var I2 = "\0";
var W2 = () => {
};
function Ne(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function $e(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Pe(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function Me(t2, e = 0) {
  return Dt(t2) && t2.length > e ? t2[e] : void 0;
}
function N2(t2, e = 0) {
  if (Dt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Dt(t2) {
  return Bt(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ut(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function Lt(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function S2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function De(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ct(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
var ft = Object.prototype.toString.call.bind(Object.prototype.toString);
function v(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function jt(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function L2(t2) {
  return v(t2).map((e) => e instanceof String ? e : String(e));
}
function p(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function F2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Le(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function je(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function wt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function bt(t2) {
  if (t2 !== false)
    return t2;
}
function d(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
var K2 = (t2) => Array.isArray(t2);
function st(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
var m = (t2) => typeof t2 == "string" || r(t2);
var Be = (t2) => m(t2) || Buffer.isBuffer(t2);
var G2 = (t2) => m(t2) || Array.isArray(t2) && t2.every(m);
function lt(t2) {
  return !!t2 && ft(t2) === "[object Object]";
}
function Ie(t2) {
  return typeof t2 == "function";
}
var Bt = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
var V2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(V2 || {});
var z2 = class _z {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new _z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
};
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
var l2 = class {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ue, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r2) {
    const s = r2 && e.exec(r2);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
};
var x2 = class extends l2 {
  addMatch(e, n, r2) {
    return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
};
var Fe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: false
};
function Ge(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function It(t2, e = []) {
  return lt(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        st(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function h2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return It(ht(t2), r2), n || r2.push(...ze(t2)), r2;
}
function ze(t2) {
  const e = typeof N2(t2) == "function";
  return L2(d(N2(t2, e ? 1 : 0), K2, []));
}
function ht(t2) {
  const e = Ie(N2(t2));
  return d(N2(t2, e ? 1 : 0), lt);
}
function u(t2, e = true) {
  const n = Ne(N2(t2));
  return e || $e(n) ? n : void 0;
}
function Tt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function E2(t2, e, n, r2 = true) {
  return v(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (y2 = 0) => {
        if (!(i + y2 >= a))
          return o2[i + y2];
      };
      e.some(({ parse: y2 }) => y2(c3, t2));
    }
  }), t2;
}
var mt = ({ exitCode: t2 }, e, n, r2) => {
  if (t2 === V2.UNCLEAN && Ve(e))
    return n(Buffer.from("false"));
  r2(e);
};
var Ut = (t2) => t2.trim() === "true";
function We(t2) {
  switch (t2) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
var Xe = class {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
};
var Ye = /^[a-z]+\s*/i;
var Qe = /^[a-z]+\s+[a-z]+\s*/i;
var Je = /\/$/;
function Ze(t2, e) {
  const n = new Xe(t2), r2 = t2 ? Qe : Ye;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (Je.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
var Ft = [];
function tn(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser: t2
  };
}
function b2(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new xe(t2) : t2;
    }
  };
}
function g(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t2) {
  return t2.format === "buffer";
}
function kt(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
var nn = "Git clean interactive mode is not supported";
var rn = 'Git clean mode parameter ("n" or "f") is required';
var sn = "Git clean unknown option found in: ";
var zt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(zt || {});
var qt = /* @__PURE__ */ new Set([
  "i",
  ...L2(Object.values(zt))
]);
function on(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = cn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(hn) ? b2(nn) : an(n, r2)) : b2(sn + JSON.stringify(t2)) : b2(rn);
}
function an(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return Ze(t2 === "n", r2);
    }
  };
}
function un(t2) {
  return Array.isArray(t2) && t2.every((e) => qt.has(e));
}
function cn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function fn(t2) {
  return t2 === "f" || t2 === "n";
}
function ln(t2) {
  return /^-[a-z]$/i.test(t2) && qt.has(t2.charAt(1));
}
function hn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
var mn = class {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = N2(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r2) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
  }
};
function pn(t2) {
  const e = new mn();
  for (const n of Wt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Wt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function gn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Wt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = gn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Pe(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
var Ht = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Ht || {});
function Y2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Ht, t2) ? t2 : e;
}
function yn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function wn(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return dn(r2, t2);
    }
  };
}
function bn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        yn(
          t2,
          e,
          n[0] === true,
          Y2(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        wn(t2, Y2(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        bn(Y2(t2[0], void 0)),
        u(arguments)
      );
    }
  };
}
var Kt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Kt || {});
var kn = new Set(Object.values(Kt));
function _n(t2) {
  return kn.has(t2);
}
var _t;
var vn = ["-h"];
var j2 = /* @__PURE__ */ Symbol("grepQuery");
var En = class {
  constructor() {
    this[_t] = [];
  }
  *[(_t = j2, Symbol.iterator)]() {
    for (const e of this[j2])
      yield e;
  }
  and(...e) {
    return e.length && this[j2].push("--and", "(", ...U(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[j2].push(...U(e, "-e")), this;
  }
};
function Sn(...t2) {
  return new En().param(...t2);
}
function Rn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t2, (r2) => {
    const [s, o2, i] = r2.split(I2);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t2) {
      const e = u(arguments), n = h2(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            b2(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Sn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
var Vt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Vt || {});
var Cn = L2(Object.values(Vt));
function An(t2, e) {
  const n = ["reset"];
  return Xt(t2) && n.push(`--${t2}`), n.push(...e), g(n);
}
function xn(t2) {
  if (Xt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t2) {
  return typeof t2 == "string" && Cn.includes(t2);
}
import_debug.default.formatters.L = (t2) => String(Bt(t2) ? t2.length : "-");
import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : ft(t2);
function Nn() {
  return (0, import_debug.default)("simple-git");
}
function vt(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function $n(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Nn()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = $n(d(e, m), i, r2);
  return y2(n);
  function c3(w2, T2) {
    return S2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function y2(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && vt(i, T2) || W2, C2 = vt(r2, `${s} ${T2}`, k2);
    return Object.assign(i ? k2 : C2, {
      label: t2,
      sibling: c3,
      info: C2,
      step: y2
    });
  }
}
var M2 = class M3 {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = M3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
    return {
      task: e,
      logger: r2,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
      n === e.task ? (r2.info("Failed %o", e), r2(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r2.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new O2(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++M3.counter}`;
  }
};
M2.counter = 0;
var ot = M2;
var Pn = class {
  constructor(e, n, r2) {
    this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new ot();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r2(), n();
    }
  }
  onFatalException(e, n) {
    const r2 = n instanceof O2 ? Object.assign(n, { task: e }) : new O2(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
  }
  async attemptRemoteTask(e, n) {
    const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o2 = await this.gitResponse(
      e,
      r2,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r2, s) {
    const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
    return new Promise((y2, w2) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o2);
      const { error: T2 } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r2
        }
      );
      if (T2 && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r2,
          T2,
          (k2) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k2)), y2(
              new z2(
                Array.isArray(k2) ? Buffer.concat(k2) : k2,
                Buffer.concat(c3)
              )
            );
          },
          w2
        );
      if (T2)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o2,
          c3.length,
          i
        ), w2(T2);
      s.info("retrieving task output complete"), y2(new z2(Buffer.concat(a), Buffer.concat(c3)));
    });
  }
  async gitResponse(e, n, r2, s, o2) {
    const i = o2.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: true
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c3) => {
      const y2 = [], w2 = [];
      o2.info("%s %o", n, r2), o2("%O", a);
      let T2 = this._beforeSpawn(e, r2);
      if (T2)
        return c3({
          stdOut: y2,
          stdErr: w2,
          exitCode: 9901,
          rejection: T2
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r2),
        kill(C2) {
          T2 = C2 || T2;
        }
      });
      const k2 = ve(n, r2, a);
      k2.stdout.on(
        "data",
        Et(y2, "stdOut", o2, i.step("stdOut"))
      ), k2.stderr.on(
        "data",
        Et(w2, "stdErr", o2, i.step("stdErr"))
      ), k2.on("error", Mn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r2),
        spawned: k2,
        close(C2, Te) {
          c3({
            stdOut: y2,
            stdErr: w2,
            exitCode: C2,
            rejection: T2 || Te
          });
        },
        kill(C2) {
          k2.killed || (T2 = C2, k2.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r2;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r2 = s || r2;
      }
    }), r2;
  }
  taskContext(e, n) {
    return {
      method: String(Me(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: kt(e) ? void 0 : e.input
    };
  }
};
function Mn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
var Dn = class {
  constructor(e, n, r2) {
    this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
  }
  chain() {
    return new Pn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
};
function Ln(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function St(t2, e) {
  return tn((n) => {
    if (!Lt(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function Q2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        Q2(h2(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        Q2(["-b", t2, e, ...h2(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        Q2(["-b", t2, ...h2(arguments)]),
        u(arguments)
      );
    }
  };
}
var Yt = (t2, e, n) => {
  const r2 = ["clone", ...n];
  return m(t2) && r2.push(c(t2)), m(e) && r2.push(c(e)), g(r2);
};
var Bn = (t2, e, n) => (S2(n, "--mirror"), Yt(t2, e, n));
function Rt(t2, e, n, ...r2) {
  return m(n) ? e(n, d(r2[0], m), h2(arguments)) : b2(`git.${t2}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t2, m), ...e),
        u(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t2, m), ...e),
        u(arguments)
      );
    }
  };
}
var Un = [
  new l2(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
    t2.branch = e, t2.commit = r2, t2.root = !!n;
  }),
  new l2(/\s*Author:\s(.+)/i, (t2, [e]) => {
    const n = e.split("<"), r2 = n.pop();
    !r2 || !r2.includes("@") || (t2.author = {
      email: r2.substr(0, r2.length - 1),
      name: n.join("<").trim()
    });
  }),
  new l2(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
    }
  ),
  new l2(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
    }
  )
];
function Fn(t2) {
  return E2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t2);
}
function Gn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r2 = u(arguments), s = t2(e) || Gn(
        v(e),
        v(d(n[0], G2, [])),
        [
          ...L2(d(n[1], K2, [])),
          ...h2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !G2(e) && b2(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
var Wn = new l2(
  /([a-z-]+): (\d+)$/,
  (t2, [e, n]) => {
    const r2 = jt(e);
    Object.hasOwn(t2, r2) && (t2[r2] = p(n));
  }
);
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return E2(qn(), [Wn], t2);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], true),
        u(arguments)
      );
    }
  };
}
function Vn(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g(n, true);
}
var J2 = class {
  constructor(e, n, r2, s) {
    this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
  }
};
var Xn = /^Init.+ repository in (.+)$/;
var Yn = /^Rein.+ in (.+)$/;
function Qn(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = Xn.exec(r2))
    return new J2(t2, e, false, s[1]);
  if (s = Yn.exec(r2))
    return new J2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new J2(t2, e, /^re/i.test(r2), o2);
}
var Qt = "--bare";
function Jn(t2) {
  return t2.includes(Qt);
}
function Zn(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !Jn(r2) && r2.splice(1, 0, Qt), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return Qn(r2.includes("--bare"), e, s);
    }
  };
}
function tr(t2) {
  return t2 === void 0 ? b2("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            jt(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function er() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        tr(d(t2, Be)),
        u(arguments)
      );
    }
  };
}
var R2 = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(R2 || {});
var Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
function pt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = Jt.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t2) {
  return Jt.test(t2);
}
var rr = class {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
};
var Ot = [
  new l2(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t2, [e, n, r2 = ""]) => {
      t2.files.push({
        file: e.trim(),
        changes: p(n),
        insertions: r2.replace(/[^+]/g, "").length,
        deletions: r2.replace(/[^-]/g, "").length,
        binary: false
      });
    }
  ),
  new l2(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t2, [e, n, r2]) => {
      t2.files.push({
        file: e.trim(),
        before: p(n),
        after: p(r2),
        binary: true
      });
    }
  ),
  new l2(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
    t2.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: true
    });
  }),
  new l2(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t2, [e, n]) => {
      const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t2.changed = p(e), t2.insertions = p(r2?.[1]), t2.deletions = p(s?.[1]);
    }
  )
];
var sr = [
  new l2(
    /(\d+)\t(\d+)\t(.+)$/,
    (t2, [e, n, r2]) => {
      const s = p(e), o2 = p(n);
      t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
        file: r2,
        changes: s + o2,
        insertions: s,
        deletions: o2,
        binary: false
      });
    }
  ),
  new l2(/-\t-\t(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: true
    });
  })
];
var or = [
  new l2(/(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: false
    });
  })
];
var ir = [
  new l2(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t2, [e, n, r2, s, o2]) => {
      t2.changed++, t2.files.push({
        file: o2 ?? r2,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: false,
        status: bt(_n(e) && e),
        from: bt(!!o2 && r2 !== o2 && r2),
        similarity: p(n)
      });
    }
  )
];
var ar = {
  [R2.NONE]: Ot,
  [R2.STAT]: Ot,
  [R2.NUM_STAT]: sr,
  [R2.NAME_STATUS]: ir,
  [R2.NAME_ONLY]: or
};
function Zt(t2 = R2.NONE) {
  const e = ar[t2];
  return (n) => E2(new rr(), e, n, false);
}
var te = "\xF2\xF2\xF2\xF2\xF2\xF2 ";
var ee2 = " \xF2\xF2";
var ne2 = " \xF2 ";
var ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
function cr(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t2 = ne2, e = ur, n = R2.NONE) {
  const r2 = Zt(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      te
    ).map(function(i) {
      const a = i.split(ee2), c3 = cr(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function fr(t2) {
  let e = pt(t2);
  const n = ["diff"];
  return e === R2.NONE && (e = R2.STAT, n.push("--stat=4096")), n.push(...t2), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t2) {
  const e = t2.filter(nr);
  if (e.length > 1)
    return b2(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b2(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var se = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(se || {});
function lr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function hr(t2) {
  return Object.keys(t2).reduce((e, n) => (n in se || (e[n] = t2[n]), e), {});
}
function oe2(t2 = {}, e = []) {
  const n = d(t2.splitter, m, ne2), r2 = lt(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = lr(r2, n), i = [], a = [
    `--pretty=format:${te}${o2}${ee2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const y2 = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${y2}${t2.to || ""}`);
  }
  return m(t2.file) && a.push("--follow", c(t2.file)), It(hr(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t2, e, n) {
  const r2 = re(t2, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function pr() {
  return {
    log(...n) {
      const r2 = u(arguments), s = oe2(
        ht(arguments),
        L2(d(arguments[0], K2, []))
      ), o2 = e(...n) || dt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return m(n) && m(r2) && b2(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
var Z2 = class {
  constructor(e, n = null, r2) {
    this.reason = e, this.file = n, this.meta = r2;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
};
var dr = class {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
};
var ie = class {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
};
var gr = class {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
};
function tt(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
var yr = [
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
      Object.assign(s, { [r2]: p(n) });
    }
  ),
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = tt(t2.remoteMessages);
      Object.assign(s, { [r2]: p(n) });
    }
  ),
  new x2(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t2, [e, n, r2]) => {
      const s = tt(t2.remoteMessages);
      s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r2);
    }
  )
];
var wr = [
  new x2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
  ...yr,
  new x2(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t2, [e]) => {
      t2.remoteMessages.pullRequestUrl = e;
    }
  ),
  new x2(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t2, [e, n, r2]) => {
      t2.remoteMessages.vulnerabilities = {
        count: p(e),
        summary: n,
        url: r2
      };
    }
  )
];
function ae(t2, e) {
  return E2({ remoteMessages: new br() }, wr, e);
}
var br = class {
  constructor() {
    this.all = [];
  }
};
var Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
var kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
var _r = /^(create|delete) mode \d+ (.+)/;
var vr = [
  new l2(Tr, (t2, [e, n, r2]) => {
    t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
  }),
  new l2(kr, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
  new l2(_r, (t2, [e, n]) => {
    S2(t2.files, n), S2(e === "create" ? t2.created : t2.deleted, n);
  })
];
var Er = [
  new l2(/^from\s(.+)$/i, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/^fatal:\s(.+)$/, (t2, [e]) => {
    t2.message = e;
  }),
  new l2(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t2, [e, n, r2, s]) => {
      t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
    }
  )
];
var Sr = (t2, e) => E2(new ie(), vr, [t2, e]);
var ue = (t2, e) => Object.assign(
  new ie(),
  Sr(t2, e),
  ae(t2, e)
);
function Rr(t2, e) {
  const n = E2(new gr(), Er, [t2, e]);
  return n.message && n;
}
var Or = [
  new l2(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
    t2.merges.push(e);
  }),
  new l2(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
    t2.conflicts.push(new Z2(e, n));
  }),
  new l2(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t2, [e, n, r2]) => {
      t2.conflicts.push(new Z2(e, n, { deleteRef: r2 }));
    }
  ),
  new l2(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
    t2.conflicts.push(new Z2(e, null));
  }),
  new l2(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
    t2.result = e;
  })
];
var Cr = (t2, e) => Object.assign(Ar(t2), ue(t2, e));
var Ar = (t2) => E2(new dr(), Or, t2);
function At(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Cr(e, n);
      if (r2.failed)
        throw new at(r2);
      return r2;
    }
  } : b2("Git.merge requires at least one option");
}
function xr(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
var Nr = [
  new l2(/^Pushing to (.+)$/, (t2, [e]) => {
    t2.repo = e;
  }),
  new l2(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
    t2.ref = {
      ...t2.ref || {},
      local: e
    };
  }),
  new l2(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
    t2.pushed.push(xr(e, n, r2));
  }),
  new l2(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t2, [e, n, r2]) => {
      t2.branch = {
        ...t2.branch || {},
        local: e,
        remote: n,
        remoteName: r2
      };
    }
  ),
  new l2(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t2, [e, n, r2, s]) => {
      t2.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r2,
          to: s
        }
      };
    }
  )
];
var $r = (t2, e) => {
  const n = Pr(t2, e), r2 = ae(t2, e);
  return {
    ...n,
    ...r2
  };
};
var Pr = (t2, e) => E2({ pushed: [] }, Nr, [t2, e]);
function Mr(t2 = {}, e) {
  return S2(e, "--tags"), ce(t2, e);
}
function ce(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ct(n, "-v"), S2(n, "--verbose"), S2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t2 = ["show", ...h2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Gt(t2),
        u(arguments)
      );
    },
    show() {
      const t2 = ["show", ...h2(arguments, 1)];
      return this._runTask(
        g(t2),
        u(arguments)
      );
    }
  };
}
var Lr = /^(.+)\0(.+)$/;
var jr = class {
  constructor(e, n, r2) {
    if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
      const s = Lr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
};
var Br = class {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
  }
};
function xt(t2) {
  const [e, n] = t2.split(I2);
  return {
    from: n || e,
    to: e
  };
}
function _2(t2, e, n) {
  return [`${t2}${e}`, n];
}
function et(t2, ...e) {
  return e.map((n) => _2(t2, n, (r2, s) => r2.conflicted.push(s)));
}
var Ir = new Map([
  _2(
    " ",
    "A",
    (t2, e) => t2.created.push(e)
  ),
  _2(
    " ",
    "D",
    (t2, e) => t2.deleted.push(e)
  ),
  _2(
    " ",
    "M",
    (t2, e) => t2.modified.push(e)
  ),
  _2("A", " ", (t2, e) => {
    t2.created.push(e), t2.staged.push(e);
  }),
  _2("A", "M", (t2, e) => {
    t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
  }),
  _2("D", " ", (t2, e) => {
    t2.deleted.push(e), t2.staged.push(e);
  }),
  _2("M", " ", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("M", "M", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("R", " ", (t2, e) => {
    t2.renamed.push(xt(e));
  }),
  _2("R", "M", (t2, e) => {
    const n = xt(e);
    t2.renamed.push(n), t2.modified.push(n.to);
  }),
  _2("!", "!", (t2, e) => {
    (t2.ignored = t2.ignored || []).push(e);
  }),
  _2(
    "?",
    "?",
    (t2, e) => t2.not_added.push(e)
  ),
  ...et(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t2, e) => {
      const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = d(a?.[1], m, null), a = o2.exec(e), t2.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t2.current = d(a?.[1], m, t2.current)), t2.detached = /\(no branch\)/.test(e);
    }
  ]
]);
var Ur = function(t2) {
  const e = t2.split(I2), n = new Br();
  for (let r2 = 0, s = e.length; r2 < s; ) {
    let o2 = e[r2++].trim();
    o2 && (o2.charAt(0) === "R" && (o2 += I2 + (e[r2++] || "")), Fr(n, o2));
  }
  return n;
};
function Fr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Ir.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new jr(i, s, o2));
  }
}
var Gr = ["--null", "-z"];
function zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
var fe = "installed=false";
function q2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function qr() {
  return q2(0, 0, 0, "", false);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t2, e, n, r2) {
          if (t2.exitCode === V2.NOT_FOUND)
            return n(Buffer.from(fe));
          r2(e);
        }
      });
    }
  };
}
var Hr = [
  new l2(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(
        t2,
        q2(p(e), p(n), p(r2), s)
      );
    }
  ),
  new l2(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(t2, q2(p(e), p(n), r2, s));
    }
  )
];
function Kr(t2) {
  return t2 === fe ? qr() : E2(q2(0, 0, 0, t2), Hr, t2);
}
var le = class {
  constructor(e) {
    this._executor = e;
  }
  _runTask(e, n) {
    const r2 = this._executor.chain(), s = r2.push(e);
    return n && Ln(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r2 }
    });
  }
  add(e) {
    return this._runTask(
      g(["add", ...v(e)]),
      u(arguments)
    );
  }
  cwd(e) {
    const n = u(arguments);
    return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      St(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      b2("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      Vn(e, n === true),
      u(arguments)
    );
  }
  init(e) {
    return this._runTask(
      Zn(e === true, this._executor.cwd, h2(arguments)),
      u(arguments)
    );
  }
  merge() {
    return this._runTask(
      At(h2(arguments)),
      u(arguments)
    );
  }
  mergeFromTo(e, n) {
    return m(e) && m(n) ? this._runTask(
      At([e, n, ...h2(arguments)]),
      u(arguments, false)
    ) : this._runTask(
      b2(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = ce(
      {
        remote: d(arguments[0], m),
        branch: d(arguments[1], m)
      },
      h2(arguments)
    );
    return this._runTask(e, u(arguments));
  }
  stash() {
    return this._runTask(
      g(["stash", ...h2(arguments)]),
      u(arguments)
    );
  }
  status() {
    return this._runTask(
      zr(h2(arguments)),
      u(arguments)
    );
  }
};
Object.assign(
  le.prototype,
  jn(),
  In(),
  zn(),
  Tn(),
  Hn(),
  Kn(),
  On(),
  er(),
  pr(),
  Dr(),
  Wr()
);
var Vr = /* @__PURE__ */ (() => {
  let t2 = 0;
  return () => {
    t2++;
    const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
    return {
      promise: e,
      done: n,
      id: t2
    };
  };
})();
var Xr = class {
  constructor(e = 2) {
    this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = S2(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = S2(this.pending, Vr());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
};
function Yr(t2, e) {
  return g(["apply", ...e, ...t2]);
}
var he = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(he || {});
var Qr = class {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = false;
  }
  push(e, n, r2, s, o2) {
    e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r2,
      commit: s,
      label: o2
    };
  }
};
var Jr = [
  new l2(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), true, n, r2, s);
    }
  ),
  new l2(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), false, n, r2, s);
    }
  )
];
var Zr = new l2(/^(\S+)$/s, (t2, [e]) => {
  t2.push(he.CURRENT, false, e, "", "");
});
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function me(t2, e = false) {
  return E2(
    new Qr(),
    e ? [Zr] : Jr,
    t2
  );
}
var ts = class {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
};
function es(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function ns(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
var rs = /(\S+)\s+\(\S+\s([^)]+)\)/;
var pe = /^error[^']+'([^']+)'/m;
var ss = [
  new l2(rs, (t2, [e, n]) => {
    const r2 = es(e, n);
    t2.all.push(r2), t2.branches[e] = r2;
  }),
  new l2(pe, (t2, [e]) => {
    const n = ns(e);
    t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
  })
];
var gt = (t2, e) => E2(new ts(), ss, [t2, e]);
function de(t2, e) {
  return e === V2.ERROR && pe.test(t2);
}
function os(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function is(t2) {
  const e = os(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? gt(s, o2).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return me(t2);
    }
  };
}
function us(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return gt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!de(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function cs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return gt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!de(String(i), r2))
        return c3(i);
      throw new at(
        n.parser(F2(o2), F2(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ls
  };
}
function ls(t2) {
  return t2.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Se(e);
}
var ms = [
  new l2(/From (.+)$/, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.branches.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.tags.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
    t2.deleted.push({
      tracking: e
    });
  }),
  new l2(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t2, [e, n, r2, s]) => {
      t2.updated.push({
        name: r2,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function ps(t2, e) {
  return E2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t2, e]);
}
function ds(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function gs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(ds) ? b2("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: ps
  };
}
var ys = [
  new l2(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
    t2.moves.push({ from: e, to: n });
  })
];
function ws(t2) {
  return E2({ moves: [] }, ys, t2);
}
function bs(t2, e) {
  return {
    commands: ["mv", "-v", ...v(t2), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return ue(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Rr(
        F2(s.stdOut),
        F2(s.stdErr)
      );
      if (c3)
        return a(new at(c3));
      a(o2);
    }
  };
}
function ks(t2) {
  const e = {};
  return ge(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t2) {
  const e = {};
  return ge(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function ge(t2, e) {
  ut(t2, (n) => e(n.split(/\s+/)));
}
function vs(t2, e, n) {
  return g(["remote", "add", ...n, t2, e]);
}
function Es(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? _s : ks
  };
}
function Ss(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t2) {
  return g(["remote", "remove", t2]);
}
function Cs(t2 = {}, e) {
  const n = oe2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r2)
  );
  return dt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function As(t2, e) {
  return X2(["add", t2, e]);
}
function xs(t2) {
  return X2(["init", ...t2]);
}
function X2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t2) {
  return X2(["update", ...t2]);
}
var $s = class {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
};
var Ps = function(t2, e = false) {
  const n = t2.split(`
`).map(Ds).filter(Boolean);
  e || n.sort(function(s, o2) {
    const i = s.split("."), a = o2.split(".");
    if (i.length === 1 || a.length === 1)
      return Ms(B2(i[0]), B2(a[0]));
    for (let c3 = 0, y2 = Math.max(i.length, a.length); c3 < y2; c3++) {
      const w2 = ye(B2(i[c3]), B2(a[c3]));
      if (w2)
        return w2;
    }
    return 0;
  });
  const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new $s(n, r2);
};
function Ms(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? ye(t2, e) : 0;
}
function ye(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ds(t2) {
  return t2.trim();
}
function B2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Bs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f2(t2, e) {
  this._plugins = e, this._executor = new Dn(
    t2.baseDir,
    new Xr(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
(f2.prototype = Object.create(le.prototype)).constructor = f2;
f2.prototype.customBinary = function(t2) {
  return this._plugins.reconfigure("binary", t2), this;
};
f2.prototype.env = function(t2, e) {
  return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
};
f2.prototype.stashList = function(t2) {
  return this._runTask(
    Cs(
      ht(arguments) || {},
      K2(t2) && t2 || []
    ),
    u(arguments)
  );
};
f2.prototype.mv = function(t2, e) {
  return this._runTask(bs(t2, e), u(arguments));
};
f2.prototype.checkoutLatestTag = function(t2) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r2) {
      e.checkout(r2.latest, t2);
    });
  });
};
f2.prototype.pull = function(t2, e, n, r2) {
  return this._runTask(
    Ts(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.fetch = function(t2, e) {
  return this._runTask(
    gs(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.tags = function(t2, e) {
  return this._runTask(
    Ls(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.rebase = function() {
  return this._runTask(
    g(["rebase", ...h2(arguments)]),
    u(arguments)
  );
};
f2.prototype.reset = function(t2) {
  return this._runTask(
    An(xn(t2), h2(arguments)),
    u(arguments)
  );
};
f2.prototype.revert = function(t2) {
  const e = u(arguments);
  return typeof t2 != "string" ? this._runTask(b2("Commit must be a string"), e) : this._runTask(
    g(["revert", ...h2(arguments, 0, true), t2]),
    e
  );
};
f2.prototype.addTag = function(t2) {
  const e = typeof t2 == "string" ? js(t2) : b2("Git.addTag requires a tag name");
  return this._runTask(e, u(arguments));
};
f2.prototype.addAnnotatedTag = function(t2, e) {
  return this._runTask(
    Bs(t2, e),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranch = function(t2, e, n) {
  return this._runTask(
    cs(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranches = function(t2, e, n) {
  return this._runTask(
    us(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.branch = function(t2, e) {
  return this._runTask(
    is(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.branchLocal = function(t2) {
  return this._runTask(as(), u(arguments));
};
f2.prototype.raw = function(t2) {
  const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!st(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...h2(arguments, 0, true));
  var r2 = u(arguments);
  return n.length ? this._runTask(g(n, this._trimmed), r2) : this._runTask(
    b2("Raw: must supply one or more command to execute"),
    r2
  );
};
f2.prototype.submoduleAdd = function(t2, e, n) {
  return this._runTask(As(t2, e), u(arguments));
};
f2.prototype.submoduleUpdate = function(t2, e) {
  return this._runTask(
    Ns(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.submoduleInit = function(t2, e) {
  return this._runTask(
    xs(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.subModule = function(t2, e) {
  return this._runTask(
    X2(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.listRemote = function() {
  return this._runTask(
    Ss(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.addRemote = function(t2, e, n) {
  return this._runTask(
    vs(t2, e, h2(arguments)),
    u(arguments)
  );
};
f2.prototype.removeRemote = function(t2, e) {
  return this._runTask(Os(t2), u(arguments));
};
f2.prototype.getRemotes = function(t2, e) {
  return this._runTask(Es(t2 === true), u(arguments));
};
f2.prototype.remote = function(t2, e) {
  return this._runTask(
    Rs(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.tag = function(t2, e) {
  const n = h2(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
};
f2.prototype.updateServerInfo = function(t2) {
  return this._runTask(
    g(["update-server-info"]),
    u(arguments)
  );
};
f2.prototype.pushTags = function(t2, e) {
  const n = Mr(
    { remote: d(t2, m) },
    h2(arguments)
  );
  return this._runTask(n, u(arguments));
};
f2.prototype.rm = function(t2) {
  return this._runTask(
    g(["rm", "-f", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.rmKeepLocal = function(t2) {
  return this._runTask(
    g(["rm", "--cached", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.catFile = function(t2, e) {
  return this._catFile("utf-8", arguments);
};
f2.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
f2.prototype._catFile = function(t2, e) {
  var n = u(e), r2 = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      b2("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r2.push.apply(r2, s);
  const o2 = t2 === "buffer" ? Gt(r2) : g(r2);
  return this._runTask(o2, n);
};
f2.prototype.diff = function(t2, e) {
  const n = m(t2) ? b2(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g(["diff", ...h2(arguments)]);
  return this._runTask(n, u(arguments));
};
f2.prototype.diffSummary = function() {
  return this._runTask(
    fr(h2(arguments, 1)),
    u(arguments)
  );
};
f2.prototype.applyPatch = function(t2) {
  const e = G2(t2) ? Yr(v(t2), h2([].slice.call(arguments, 1))) : b2(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u(arguments));
};
f2.prototype.revparse = function() {
  const t2 = ["rev-parse", ...h2(arguments, true)];
  return this._runTask(
    g(t2, true),
    u(arguments)
  );
};
f2.prototype.clean = function(t2, e, n) {
  const r2 = un(t2), s = r2 && t2.join("") || d(t2, m) || "", o2 = h2([].slice.call(arguments, r2 ? 1 : 0));
  return this._runTask(
    on(s, o2),
    u(arguments)
  );
};
f2.prototype.exec = function(t2) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t2 == "function" && t2();
    }
  };
  return this._runTask(e);
};
f2.prototype.checkIgnore = function(t2, e) {
  return this._runTask(
    fs(v(d(t2, G2, []))),
    u(arguments)
  );
};
f2.prototype.checkIsRepo = function(t2, e) {
  return this._runTask(
    We(d(t2, m)),
    u(arguments)
  );
};
function Is(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new A2(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new A2(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
var Us = $2("", "plugin:allowEnvironment");
function Fs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Gs(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new A2(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t2) {
  const e = t2.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t2 = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r2 of oe(e, n))
        if (t2[r2.category] !== true)
          throw new A2(void 0, "unsafe", r2.message);
      return e;
    }
  };
}
function qs(t2) {
  const e = U(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
var $t = (0, import_promise_deferred.deferred)().promise;
function Ws({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? $t : o2.closeTimeout.promise,
      e === false ? $t : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, y2 = () => {
        c3 = false;
      };
      o2.stdout?.on("data", y2), o2.stderr?.on("data", y2), o2.on("error", y2), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await wt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
var we = $2("", "plugin:binary");
var Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
var Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
function Vs(t2) {
  return !t2 || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t2);
}
function Pt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new A2(void 0, "binary", Hs);
  if (t2.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t2);
    else
      throw new A2(void 0, "binary", Ks);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function Xs(t2, e = ["git"], n = false) {
  let r2 = Pt(v(e), n);
  t2.on("binary", (s) => {
    r2 = Pt(v(s), n), we.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
var be = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function Ys(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
var Qs = class extends O2 {
  constructor(e = "") {
    const n = Ys(e);
    super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
};
function Js(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function Zs(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function to(t2 = false, e = Js, n = Zs) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function eo(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new Qs(e) : new O2(void 0, e);
}
function Mt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: eo(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
var nt = $2("", "plugin:input");
function no(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
var ro = class {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new Ce();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r2 = S2(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r2);
  }
  add(e) {
    const n = [];
    return v(e).forEach(
      (r2) => {
        r2 && this.plugins.add(S2(n, r2));
      }
    ), () => {
      n.forEach((r2) => {
        this.plugins.delete(r2);
      });
    };
  }
  exec(e, n, r2) {
    let s = n;
    const o2 = Object.freeze(Object.create(r2));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o2));
    return s;
  }
};
function so(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? De(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: oo(c3[1]),
          progress: p(c3[2]),
          processed: p(c3[3]),
          total: p(c3[4])
        });
      });
    }
  }];
}
function oo(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t2) {
  const e = je(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new A2(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var wo = (t2, e) => {
  const n = new ro(), r2 = Ge(
    t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
    e
  );
  if (!Lt(r2.baseDir))
    throw new Ae(
      r2,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r2.config) && n.add(qs(r2.config)), n.add(zs(r2.unsafe)), n.add(Ws(r2.completion)), r2.abort && n.add(Is(r2.abort)), r2.progress && n.add(so(r2.progress)), r2.timeout && n.add(uo(r2.timeout)), r2.spawnOptions && n.add(io(r2.spawnOptions)), n.add(ao()), n.add(no(r2.input)), n.add(Mt(to(true))), r2.errors && n.add(Mt(r2.errors)), Xs(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
    Fs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
  ), new f2(r2, n);
};

// src/git/safe-config.ts
var FIXED_OVERRIDES = {
  "core.hooksPath": "/dev/null",
  "core.fsmonitor": "false",
  "core.pager": "cat",
  "core.editor": ":",
  "sequence.editor": ":",
  "core.askPass": "",
  "core.alternateRefsCommand": "",
  "credential.helper": "",
  "commit.gpgSign": "false",
  "tag.gpgSign": "false",
  "log.showSignature": "false",
  "submodule.recurse": "false",
  "diff.ignoreSubmodules": "all",
  "gc.auto": "0",
  "maintenance.auto": "false",
  "color.ui": "false",
  // Scratch indexes (changes.ts) must not write shared-index files into the git directory.
  "core.splitIndex": "false"
};
var DRIVER_KEYS = [
  [/^filter\..+\.(clean|smudge|process)$/, ""],
  [/^filter\..+\.required$/, "false"],
  [/^diff\..+\.(textconv|command)$/, ""],
  [/^merge\..+\.driver$/, ""],
  [/^pager\..+$/, "false"],
  [/^credential\..+\.helper$/, ""]
];
var REPO_SCOPES = /* @__PURE__ */ new Set(["local", "worktree"]);
function neutralisingConfig(listed) {
  const out = { ...FIXED_OVERRIDES };
  for (const { scope, key } of listed) {
    if (!REPO_SCOPES.has(scope)) continue;
    const hit = DRIVER_KEYS.find(([pattern]) => pattern.test(key));
    if (hit) out[key] = hit[1];
  }
  return out;
}
function parseScopedKeys(text) {
  const parts = text.split("\0");
  const out = [];
  for (let i = 0; i + 1 < parts.length; i += 2) out.push({ scope: parts[i] ?? "", key: parts[i + 1] ?? "" });
  return out;
}

// src/git/repo.ts
var pinned = /* @__PURE__ */ new Map();
function locateRepo(workspace) {
  const known = pinned.get(workspace);
  if (known) return known;
  let gitDir;
  let top;
  try {
    const out = execFileSync("git", ["rev-parse", "--absolute-git-dir", "--show-toplevel"], {
      cwd: workspace,
      env: baseEnv(process.env),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    }).split("\n");
    gitDir = out[0] ?? "";
    top = out[1] ?? "";
  } catch {
    return null;
  }
  if (!gitDir) return null;
  const workTree = path.basename(gitDir) === ".git" ? path.dirname(gitDir) : top || workspace;
  const location = { gitDir, workTree };
  pinned.set(workspace, location);
  return location;
}
function openRepo(workspace, env = process.env, options = {}) {
  const location = locateRepo(workspace);
  const pinnedEnv = location ? { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree } : baseEnv(env);
  if (options.indexFile) pinnedEnv.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(pinnedEnv, neutralisingConfig(location ? repoKeys(location, pinnedEnv) : []))
  );
}
function gitClient(baseDir, env) {
  return wo({ baseDir, unsafe: TRUSTED_CALLER, allowEnvironment: Object.keys(env) }).env(env);
}
function repoKeys(location, env) {
  try {
    const out = execFileSync("git", ["config", "--list", "--show-scope", "--name-only", "--includes", "-z"], {
      cwd: location.workTree,
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    return parseScopedKeys(out);
  } catch {
    return [];
  }
}
function baseEnv(env) {
  const out = {
    ...env,
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_OPTIONAL_LOCKS: "0"
  };
  delete out.GIT_EXTERNAL_DIFF;
  delete out.GIT_DIR;
  delete out.GIT_WORK_TREE;
  delete out.GIT_INDEX_FILE;
  return out;
}
var TRUSTED_CALLER = {
  allowUnsafeFsMonitor: true,
  allowUnsafeFilter: true,
  allowUnsafeDiffTextConv: true,
  allowUnsafeMergeDriver: true,
  allowUnsafeCredentialHelper: true,
  allowUnsafeGpgProgram: true,
  allowUnsafeConfigEnvCount: true,
  allowUnsafeHooksPath: true,
  allowUnsafeInclude: true,
  allowUnsafeEditor: true,
  allowUnsafePager: true,
  allowUnsafeAskPass: true,
  allowUnsafeSshCommand: true,
  allowUnsafeGitProxy: true,
  allowUnsafeConfigPaths: true
};
function withConfig(env, entries) {
  const out = { ...env };
  let n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of Object.entries(entries)) {
    out[`GIT_CONFIG_KEY_${n}`] = key;
    out[`GIT_CONFIG_VALUE_${n}`] = value;
    n++;
  }
  out.GIT_CONFIG_COUNT = String(n);
  return out;
}
async function headCommit(workspace) {
  try {
    return (await openRepo(workspace).raw(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])).trim() || null;
  } catch {
    return null;
  }
}
async function currentBranch(workspace) {
  try {
    return (await openRepo(workspace).raw(["symbolic-ref", "--quiet", "--short", "HEAD"])).trim() || null;
  } catch {
    return null;
  }
}

// src/model/context-sizes.ts
var WINDOWS = [
  ["claude-", 2e5],
  ["gpt-4.1", 1e6],
  ["gpt-5", 4e5],
  ["gpt-4o", 128e3],
  ["o3", 2e5],
  ["o4-mini", 2e5]
];
var DEFAULT_TOKENS = 128e3;
var CHARS_PER_TOKEN = 3;
function contextBudgetChars(model, listedTokens) {
  if (model.provider === "script") return Number.POSITIVE_INFINITY;
  if (listedTokens) return listedTokens * CHARS_PER_TOKEN;
  const name = model.name ?? "";
  const match = WINDOWS.filter(([prefix]) => name.startsWith(prefix)).sort(
    (a, b3) => b3[0].length - a[0].length
  )[0];
  return (match?.[1] ?? DEFAULT_TOKENS) * CHARS_PER_TOKEN;
}

// src/validate/file-restriction.ts
import { statSync } from "node:fs";
import path3 from "node:path";

// src/validate/command-writes.ts
import path2 from "node:path";
function commandWrites(analyzer, command, cwd) {
  const analysis = analyzer.analyze(command);
  const [problem] = analysis.problems;
  if (problem !== void 0) return { unknown: problem };
  const inCwd = (file) => cwd && !file.startsWith("/") && !file.startsWith("~") ? path2.posix.join(cwd, file) : file;
  return { paths: [...new Set([...analysis.writes, ...analysis.editTrees].map(inCwd))] };
}

// src/validate/mode-names.ts
var modeLabel = (mode) => `${mode.name} mode ("${mode.slug}")`;
function modesWhere(modes, ok) {
  return modes ? [...modes.values()].filter(ok).map((m2) => m2.slug) : [];
}

// src/validate/file-restriction.ts
function editLimit(mode) {
  const restriction = fileRestriction(mode);
  if (restriction) return { restriction };
  return toolAllowedInMode(mode, "edit") ? void 0 : { none: true };
}
function checkFileRestriction(tool, args, mode, options = {}) {
  const limit = editLimit(mode);
  if (!limit) return void 0;
  const stage = "file_restriction";
  if (!tool.access) {
    if (tool.group !== "edit" || !("restriction" in limit)) return void 0;
    return {
      stage,
      message: `${tool.name} cannot be used in ${modeLabel(mode)}: it does not declare which files it edits, so the mode's file restriction (${describe(limit.restriction)}) cannot be checked.`
    };
  }
  let access;
  try {
    access = tool.access(args);
  } catch (err) {
    return { stage: "params", message: `Invalid arguments for ${tool.name}: ${err.message}` };
  }
  const restricted = "restriction" in limit;
  const allowed = (given) => restricted && allowedPath(given, limit.restriction.regex, options.workspace);
  const advice = restricted ? ADVICE.restricted : ADVICE.none;
  const instead = elsewhere(tool, options.modes);
  const reject = (what, todo) => ({
    stage,
    message: `${what} ${may(limit)}. ${instead(todo)}`
  });
  for (const a of access) {
    if (a.kind === "edit" && !allowed(a.path))
      return reject(`${tool.name} may not edit "${a.path}" in ${modeLabel(mode)}:`, advice.edit);
    if (a.kind !== "command") continue;
    const run = `${tool.name} may not run ${quote(a.command)} in ${modeLabel(mode)}`;
    if (!options.analyzer)
      return reject(`${run}: the files it writes cannot be checked here, and`, advice.edit);
    const writes = commandWrites(options.analyzer, a.command, a.cwd);
    if ("unknown" in writes)
      return reject(`${run}: which files it writes cannot be told (${writes.unknown}), and`, advice.unknown);
    const denied = writes.paths.find((p2) => !allowed(p2));
    if (denied !== void 0) return reject(`${run}: it writes "${denied}", and`, advice.write);
  }
  return void 0;
}
var ADVICE = {
  restricted: {
    edit: "Edit a file that matches",
    unknown: "Run a command whose output files are named plainly",
    write: "Write only files that match"
  },
  none: {
    edit: "Leave files unchanged",
    unknown: "Run a command that writes no file",
    write: "Run a command that writes no file"
  }
};
var describe = (r2) => `/${r2.pattern}/${r2.description ? ` (${r2.description})` : ""}`;
var may = (limit) => "restriction" in limit ? `this mode may only edit files matching ${describe(limit.restriction)}` : "this mode may not edit files";
function elsewhere(tool, modes) {
  const free = modesWhere(modes, (m2) => toolAllowedInMode(m2, tool.group) && !editLimit(m2));
  return (action) => free.length > 0 ? `${action}, or switch_mode to a mode that may edit any file (${free.join(", ")}).` : `${action} instead.`;
}
function allowedPath(given, regex, workspace) {
  const candidates = [normalize(given, workspace)];
  if (workspace !== void 0) {
    try {
      const resolved = resolvePath(workspace, given);
      if (resolved.inside) {
        if (statSync(resolved.abs, { throwIfNoEntry: false })?.isDirectory()) return false;
        candidates.push(resolved.rel);
      }
    } catch (err) {
      if (!(err instanceof PathError)) throw err;
    }
  }
  return candidates.every((p2) => regex.test(p2));
}
function normalize(given, workspace) {
  let p2 = given;
  if (workspace !== void 0 && path3.isAbsolute(p2)) {
    const rel = path3.relative(workspace, p2);
    if (!rel.startsWith("..") && !path3.isAbsolute(rel)) p2 = rel.split(path3.sep).join("/");
  }
  const folded = path3.posix.normalize(p2);
  return folded.startsWith("./") ? folded.slice(2) : folded;
}

// src/validate/mode-check.ts
function checkModeAllows(tool, mode, availableToolNames, modes) {
  if (toolAllowedInMode(mode, tool.group)) return void 0;
  const groups = groupsOf(mode);
  const elsewhere2 = modesWhere(modes, (m2) => m2.slug !== mode.slug && toolAllowedInMode(m2, tool.group));
  return [
    `Tool "${tool.name}" (group ${tool.group}) is not allowed in ${modeLabel(mode)}.`,
    `This mode allows the groups: ${groups.join(", ") || "(none)"}; its tools are: ${availableToolNames.join(", ")}.`,
    elsewhere2.length > 0 ? `Use one of those, or switch_mode to a mode that allows ${tool.group} (${elsewhere2.join(", ")}).` : `Use one of those instead.`
  ].join(" ");
}

// src/validate/depth.ts
var MAX_ARGS_DEPTH = 64;
var TOO_DEEP = `arguments nest deeper than ${MAX_ARGS_DEPTH} levels`;
function nestsDeeperThan(value, limit) {
  const stack = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v2, depth] = item;
    if (v2 === null || typeof v2 !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v2)) stack.push([child, depth + 1]);
  }
  return false;
}
function boundArgsDepth(call) {
  if (!nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) return call;
  return {
    id: call.id,
    name: call.name,
    args: void 0,
    rawArgs: call.rawArgs ?? stringifyIteratively(call.args),
    parseError: TOO_DEEP
  };
}
function stringifyIteratively(value) {
  const out = [];
  const stack = [];
  const open = (v2) => {
    if (v2 === null || typeof v2 !== "object") {
      out.push(JSON.stringify(v2) ?? "null");
    } else if (Array.isArray(v2)) {
      out.push("[");
      stack.push({ close: "]", items: v2.map((x3) => [null, x3]), next: 0 });
    } else {
      out.push("{");
      const entries = Object.entries(v2).filter(([, x3]) => x3 !== void 0 && typeof x3 !== "function");
      stack.push({ close: "}", items: entries, next: 0 });
    }
  };
  open(value);
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const item = top.items[top.next];
    if (!item) {
      out.push(top.close);
      stack.pop();
      continue;
    }
    if (top.next > 0) out.push(",");
    top.next += 1;
    if (item[0] !== null) out.push(`${JSON.stringify(item[0])}:`);
    open(item[1]);
  }
  return out.join("");
}

// src/validate/params.ts
var MAX_QUOTED_ARGS = 300;
function checkParams(tool, call) {
  if (call.parseError === TOO_DEEP || nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) {
    return {
      ok: false,
      message: `The arguments for ${tool.name} nest arrays/objects deeper than ${MAX_ARGS_DEPTH} levels; no tool takes such arguments, so the call was not parsed further. Send one flat JSON object. ${parameterList(tool)}`
    };
  }
  if (call.parseError !== void 0) {
    const raw = call.rawArgs ?? "";
    const quoted = raw.length > MAX_QUOTED_ARGS ? `${raw.slice(0, MAX_QUOTED_ARGS)}... (${raw.length} characters)` : raw;
    return {
      ok: false,
      message: `The arguments for ${tool.name} are not valid JSON (${call.parseError}). Received: ${quoted}
Send the arguments as one JSON object. ${parameterList(tool)}`
    };
  }
  const result = tool.params.safeParse(call.args ?? {}, { reportInput: true });
  if (result.success) return { ok: true, args: result.data };
  const lines = explainIssues(tool.params, result.error.issues, { noun: "parameter" }).map((p2) => {
    const where = formatPath(p2.path);
    return `- ${where ? `${where}: ` : ""}${p2.message}`;
  });
  return {
    ok: false,
    message: `Invalid arguments for ${tool.name}:
${lines.join("\n")}
${parameterList(tool)} Call ${tool.name} again with corrected arguments.`
  };
}
function parameterList(tool) {
  const schema = inputJsonSchema(tool.params);
  const props = schema?.properties;
  if (!props || typeof props !== "object") return "";
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const items = Object.entries(props).map(
    ([name, prop]) => `${name} (${typeName(prop)}${required.has(name) ? ", required" : ""})`
  );
  return items.length > 0 ? `Parameters of ${tool.name}: ${items.join(", ")}.` : `${tool.name} takes no parameters: send {}.`;
}
function typeName(prop) {
  if (Array.isArray(prop.enum)) return prop.enum.map((v2) => JSON.stringify(v2)).join(" | ");
  if (prop.const !== void 0) return JSON.stringify(prop.const);
  if (typeof prop.type === "string") return prop.type;
  if (Array.isArray(prop.type)) return prop.type.join(" | ");
  const branches = prop.anyOf ?? prop.oneOf;
  if (Array.isArray(branches)) return branches.map(typeName).join(" | ");
  return "any";
}

// src/validate/unknown-tool.ts
function unknownToolMessage(name, mode, availableToolNames) {
  const close = suggest(name, availableToolNames);
  const shown = name.length > 80 ? `${name.slice(0, 77)}...` : name;
  return [
    `Unknown tool "${shown}".${close ? ` Did you mean "${close}"?` : ""}`,
    `Tools available in ${modeLabel(mode)}: ${availableToolNames.join(", ") || "(none)"}.`,
    "Call one of these by its exact name."
  ].join(" ");
}

// src/validate/validate-call.ts
function validateCall(call, ctx) {
  const tool = ctx.lookup(call.name);
  if (!tool)
    return {
      ok: false,
      stage: "unknown_tool",
      message: unknownToolMessage(call.name, ctx.mode, ctx.availableToolNames)
    };
  const notAllowed = checkModeAllows(tool, ctx.mode, ctx.availableToolNames, ctx.modes);
  if (notAllowed) return { ok: false, stage: "mode", message: notAllowed };
  const params = checkParams(tool, call);
  if (!params.ok) return { ok: false, stage: "params", message: params.message };
  const restricted = checkFileRestriction(tool, params.args, ctx.mode, {
    ...ctx.workspace !== void 0 ? { workspace: ctx.workspace } : {},
    ...ctx.modes ? { modes: ctx.modes } : {},
    ...ctx.analyzer ? { analyzer: ctx.analyzer } : {}
  });
  if (restricted) return { ok: false, ...restricted };
  const repeated = ctx.repetition.check(tool.name, params.args);
  if (repeated) return { ok: false, stage: "repetition", message: repeated };
  return { ok: true, tool, args: params.args };
}

// src/run/instructions.ts
import { existsSync, readdirSync, readFileSync, statSync as statSync2 } from "node:fs";
import path4 from "node:path";
var MAX_CHARS = 32e3;
function loadInstructions(workspace, extraFiles) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (rel, required) => {
    const resolved = resolvePath(workspace, rel);
    if (!resolved.inside) {
      if (required) throw new ConfigError(`instructions: ${rel} is outside the workspace`);
      return;
    }
    if (seen.has(resolved.abs)) return;
    if (!existsSync(resolved.abs) || !statSync2(resolved.abs).isFile()) {
      if (required) throw new ConfigError(`instructions: ${rel} does not exist in the workspace`);
      return;
    }
    seen.add(resolved.abs);
    const text = readFileSync(resolved.abs, "utf8").trim();
    if (text) out.push({ file: resolved.rel, text: capped(text) });
  };
  add("AGENTS.md", false);
  for (const rel of ruleFiles(workspace)) add(rel, false);
  add(".roorules", false);
  for (const rel of extraFiles) add(rel, true);
  return out;
}
function ruleFiles(workspace) {
  const roo = path4.join(workspace, ".roo");
  if (!existsSync(roo)) return [];
  const dirs = readdirSync(roo, { withFileTypes: true }).filter((d2) => d2.isDirectory() && (d2.name === "rules" || d2.name.startsWith("rules-"))).map((d2) => d2.name).sort();
  return dirs.flatMap(
    (dir) => readdirSync(path4.join(roo, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path4.relative(workspace, path4.join(e.parentPath, e.name)).split(path4.sep).join("/")).sort()
  );
}
function capped(text) {
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}
[... truncated: the file has ${text.length} characters; read it with read_file if needed]`;
}

// src/run/system-prompt.ts
function buildSystemPrompt(input) {
  const sections = [
    input.mode.roleDefinition.trim(),
    toolUse(input.toolNames),
    modesSection(input),
    workspaceSection(input.workspace),
    policySection(input.policy),
    instructionsSection(input)
  ];
  return sections.filter((s) => s !== "").join("\n\n====\n\n") + "\n";
}
var has = (names, name) => names.includes(name);
function toolUse(toolNames) {
  const lines = [
    "TOOL USE",
    "",
    "This run is unattended: no human reads your messages or answers questions. Act only through tools.",
    "- Every reply must call at least one tool. One call per reply is fine; independent calls may share a reply and run in order.",
    "- Each result arrives in the next message. Do not assume a call succeeded before you see its result.",
    "- Paths are relative to the workspace root. Read a file before you edit it.",
    "- A call the policy denies will be denied again: do not retry it; choose an allowed approach or finish without it."
  ];
  if (has(toolNames, "ask_followup_question")) {
    lines.push(
      "- ask_followup_question gets a fixed automatic answer, not a human one: prefer stating your assumption and continuing."
    );
  }
  if (has(toolNames, "attempt_completion")) {
    lines.push(
      "- When the task is done (or cannot be done), call attempt_completion with a short summary of what changed and why. The run ends only then."
    );
  }
  lines.push("", `Tools available in this mode: ${toolNames.join(", ")}.`);
  return lines.join("\n");
}
function modesSection({ mode, modes, toolNames }) {
  const restricted = mode.groups.flatMap(
    (g2) => Array.isArray(g2) && g2[1].fileRegex ? [`- ${g2[0]} is limited to files matching /${g2[1].fileRegex}/`] : []
  );
  const lines = [`MODES`, "", `Current mode: ${mode.name} (${mode.slug}).`, ...restricted];
  if (has(toolNames, "switch_mode") || has(toolNames, "new_task")) {
    const others = modes.filter((m2) => m2.slug !== mode.slug);
    if (others.length) {
      lines.push("Other modes (switch_mode / new_task):");
      for (const m2 of others) lines.push(`- ${m2.slug}: ${oneLine(m2.description ?? m2.whenToUse ?? m2.name)}`);
    }
  }
  return lines.join("\n");
}
function workspaceSection(w2) {
  return [
    "WORKSPACE",
    "",
    `Root: ${w2.path}`,
    `OS: ${w2.os}`,
    `Shell: ${w2.shell}`,
    ...w2.branch ? [`Git branch: ${w2.branch}`] : []
  ].join("\n");
}
var list = (items) => items.length ? items.join(", ") : "none";
function policySection(p2) {
  const lines = [
    "POLICY",
    "",
    "An automatic policy approves or denies every tool call. Nothing outside the workspace can be read or written, and .git/ is never writable.",
    `- Read: ${list(p2.read.allow)}; except ${list(p2.read.deny)}`,
    `- Edit: ${list(p2.edit.allow)}; except ${list(p2.edit.deny)}`,
    `- Commands allowed: ${list(p2.command.allow)}`,
    `- Commands denied: ${list(p2.command.deny)}`,
    `- Any other command: ${p2.command.default}. Compound commands (&&, |, ;, $(...)) are allowed only when every part is.`
  ];
  const servers = Object.entries(p2.mcp.servers).map(
    ([name, s]) => `${name} (allow ${list(s.allow)}${s.deny.length ? `; deny ${list(s.deny)}` : ""})`
  );
  lines.push(`- MCP tools: ${servers.length ? `${servers.join(", ")}; ` : ""}others ${p2.mcp.default}`);
  const overrides = Object.entries(p2.tools).map(([tool, verdict]) => `${tool}: ${verdict}`);
  if (overrides.length) lines.push(`- Tool overrides: ${overrides.join(", ")}`);
  const limits = [
    Number.isFinite(p2.limits.max_turns) ? `${p2.limits.max_turns} turns` : "",
    Number.isFinite(p2.limits.max_tool_calls) ? `${p2.limits.max_tool_calls} tool calls` : ""
  ].filter(Boolean);
  if (limits.length) lines.push(`- Budget: at most ${limits.join(" and ")}; work efficiently.`);
  if (p2.onAsk === "deny") lines.push("- Actions that would need a human's approval are denied.");
  else lines.push("- Actions that would need a human's approval stop the run.");
  return lines.join("\n");
}
function instructionsSection({ mode, instructions }) {
  const applicable = instructions.filter((i) => {
    const m2 = /^\.roo\/rules-([^/]+)\//.exec(i.file);
    return !m2 || m2[1] === mode.slug;
  });
  const parts = [];
  if (mode.customInstructions?.trim()) parts.push(`Mode instructions:
${mode.customInstructions.trim()}`);
  for (const i of applicable) parts.push(`From ${i.file}:
${i.text}`);
  return parts.length ? `INSTRUCTIONS

${parts.join("\n\n")}` : "";
}
var oneLine = (s) => s.replace(/\s+/g, " ").trim();

// src/run/wire.ts
function checkResultJson(validation, check) {
  if (!validation.ok || validation.tool.name !== "attempt_completion") return validation;
  const problems = check(validation.args.result_json);
  if (problems === void 0) return validation;
  return {
    ok: false,
    stage: "params",
    message: `Invalid arguments for attempt_completion:
${problems.split("\n").map((p2) => `- ${p2}`).join("\n")}
Call attempt_completion again with a result_json that matches the task's output schema.`
  };
}
async function buildLoopDeps(run, ctx) {
  const { workspace, outDir, policy, modes, task } = run;
  const protectedFiles = protectedPaths(policy, { outDir, taskFile: run.taskFile });
  const resolve = (p2) => resolvePath(workspace, p2, protectedFiles);
  const analyzing = createShellAnalyzer();
  analyzing.catch(() => void 0);
  const instructions = loadInstructions(workspace, task.instructions);
  const facts = {
    path: workspace,
    os: `${platform()} ${arch()}`,
    shell: SHELL,
    branch: await currentBranch(workspace) ?? void 0
  };
  const mcp = Object.keys(task.mcp_servers).length ? await connectMcpTools(task.mcp_servers, {
    env: ctx.env,
    outDir,
    cwd: workspace,
    audit: ctx.audit,
    signal: ctx.signal,
    sandbox: ctx.sandbox
  }) : void 0;
  const tools = new ToolSet([...builtinToolsFor(task), ...mcp?.tools ?? []]);
  const promptCache = /* @__PURE__ */ new Map();
  const deps = {
    provider: run.provider,
    tools,
    modes,
    policy,
    audit: ctx.audit,
    redact: (text) => ctx.redactor.redact(text),
    systemPrompt(mode, available) {
      let prompt = promptCache.get(mode.slug);
      if (prompt === void 0) {
        prompt = buildSystemPrompt({
          mode,
          modes: [...modes.values()],
          workspace: facts,
          instructions,
          policy,
          toolNames: available.map((t2) => t2.name)
        });
        promptCache.set(mode.slug, prompt);
      }
      return prompt;
    },
    toolAllowed: (mode, tool) => offeredInMode(mode, policy, tool),
    // The file restriction reads the files commands write, so validation waits for the analyzer too.
    validate: async (call, mode, available, repetition, depth) => {
      const validation = validateCall(call, {
        lookup: (name) => tools.get(name),
        mode,
        availableToolNames: available.map((t2) => t2.name),
        repetition,
        modes,
        workspace,
        analyzer: await analyzing
      });
      return depth === 0 && run.resultCheck ? checkResultJson(validation, run.resultCheck) : validation;
    },
    async authorize(tool, args, mode) {
      const analyzer = await analyzing;
      let access;
      try {
        access = (tool.access?.(args) ?? []).map(
          (a) => a.kind === "read" || a.kind === "edit" ? { ...a, ...resolve(a.path) } : a
        );
      } catch (err) {
        if (!(err instanceof PathError)) throw err;
        return { decision: "deny", resolved: "deny", rule: "invariant:bad-path", reason: err.message };
      }
      return decide({ tool: tool.name, group: tool.group, args, access }, policy, {
        workspace,
        mode: mode.slug,
        analyzer,
        resolve
      });
    },
    toolContext: {
      workspace,
      outDir,
      sandbox: ctx.sandbox,
      commandTimeoutMs: policy.limits.command_timeout,
      readable: allowedBy(policy.read),
      commands: task.commands,
      redact: (text) => ctx.redactor.redact(text),
      redactor: ctx.redactor
    },
    maxOutputTokens: task.model.max_output_tokens,
    contextBudgetChars: contextBudgetChars(task.model, run.provider.contextTokens),
    signal: ctx.signal
  };
  return {
    deps,
    firstMessage: `<task>
${task.prompt.trim()}
</task>

Workspace: ${path5.basename(workspace)}. Work autonomously; call attempt_completion when done.`,
    close: async () => {
      await mcp?.hub.close();
    }
  };
}

// src/run/asks-for-changes.ts
function asksForChanges(mode) {
  const groups = groupsOf(mode);
  return groups.length === 0 || groups.includes("edit") || groups.includes("command");
}

// src/forge/pr-body.ts
var CHECK_OUTPUT_LINES = 60;
var PROMPT_CHARS = 4e3;
function buildPrBody(input) {
  const parts = [];
  parts.push(`## Task: ${input.taskTitle}`, "", quote2(clip(input.prompt, PROMPT_CHARS)));
  if (input.completion) parts.push("", "## Summary", "", input.completion.trim());
  if (input.todos.length > 0) {
    parts.push(
      "",
      "## Todo list",
      "",
      ...input.todos.map(
        (t3) => `- [${t3.status === "completed" ? "x" : " "}] ${t3.text}${t3.status === "in_progress" ? " _(in progress)_" : ""}`
      )
    );
  }
  const failed = (input.checks ?? []).filter((c3) => c3.exitCode !== 0);
  if (input.checks && input.checks.length > 0) {
    parts.push(
      "",
      "## Checks",
      "",
      ...input.checks.map((c3) => `- ${c3.exitCode === 0 ? "\u2705" : "\u274C"} \`${c3.command}\` (exit ${c3.exitCode})`)
    );
    for (const c3 of failed) {
      parts.push(
        "",
        `<details><summary>Output of <code>${escapeHtml(c3.command)}</code></summary>`,
        "",
        fence(lastLines(c3.output, CHECK_OUTPUT_LINES)),
        "",
        "</details>"
      );
    }
  }
  if (input.notDelivered && input.notDelivered.length > 0) {
    parts.push(
      "",
      "## Not delivered",
      "",
      "These changes were in the working tree but are not in this pull request:",
      "",
      ...input.notDelivered.map(
        (n) => `- \`${n.path.replace(/`/g, "'")}\` (${n.change}): ${n.action}, \`${n.rule}\``
      )
    );
  }
  const t2 = input.totals;
  parts.push(
    "",
    "## Run",
    "",
    "| turns | tool calls | rejected | denied | input tokens | output tokens | cost |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    `| ${t2.turns} | ${t2.tool_calls} | ${t2.rejected} | ${t2.denied} | ${t2.input_tokens} | ${t2.output_tokens} | $${t2.cost_usd.toFixed(4)} |`,
    "",
    `Audit log: \`${input.auditLogPath}\`${input.runUrl ? ` \xB7 [workflow run](${input.runUrl})` : ""}`
  );
  if (input.closesIssue !== void 0) parts.push("", `Closes #${input.closesIssue}`);
  parts.push("", "<sub>Opened by nightshift. Review it like any other change: the agent may be wrong.</sub>");
  return parts.join("\n") + "\n";
}
var quote2 = (text) => text.trim().split("\n").map((l3) => `> ${l3}`).join("\n");
var clip = (text, max) => text.length <= max ? text : `${text.slice(0, max)}
[\u2026 ${text.length - max} more characters]`;
function lastLines(text, n) {
  const lines = text.trimEnd().split("\n");
  return lines.length <= n ? lines.join("\n") : [`[\u2026 ${lines.length - n} earlier lines]`, ...lines.slice(-n)].join("\n");
}
function fence(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m2) => m2[0].length));
  const f3 = "`".repeat(longest + 1);
  return `${f3}
${text}
${f3}`;
}
var escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// src/forge/github-denied.ts
var CREATE_PR_SETTING = 'enable Settings \u2192 Actions \u2192 General \u2192 Workflow permissions \u2192 "Allow GitHub Actions to create and approve pull requests" (an organization can lock it: then its owners must allow it), or pass a GitHub App or personal access token as `github-token`';
function permissionHint(step, status, message) {
  if (step === "pull request") {
    if (/not permitted to create or approve pull requests/i.test(message)) return CREATE_PR_SETTING;
    if (status === 403 && /resource not accessible by integration/i.test(message))
      return "the token lacks `pull-requests: write`: add it under `permissions:` in the workflow job";
    return void 0;
  }
  if (/returned error: 403\b|permission to \S+ denied|write access to repository not granted/i.test(message))
    return "the token cannot push: add `contents: write` under `permissions:` in the workflow job (and check that no branch rule blocks `nightshift/*` branches)";
  return void 0;
}
function withPermissionHint(step, err) {
  if (!(err instanceof Error)) return err;
  const status = err.status;
  const hint = permissionHint(step, typeof status === "number" ? status : void 0, err.message);
  if (!hint) return err;
  return new Error(`${step} refused by GitHub (${err.message.trim()}): ${hint}`, { cause: err });
}

// src/forge/limits.ts
function checkPrLimits(size, limits) {
  if (limits.maxFiles !== void 0 && size.files > limits.maxFiles) {
    return `the change touches ${size.files} files; the policy allows at most ${limits.maxFiles} (pr.max_files)`;
  }
  const lines = size.insertions + size.deletions;
  if (limits.maxChangedLines !== void 0 && lines > limits.maxChangedLines) {
    return `the change has ${lines} changed lines (+${size.insertions} -${size.deletions}); the policy allows at most ${limits.maxChangedLines} (pr.max_changed_lines)`;
  }
  return null;
}

// src/forge/local.ts
import { writeFileSync } from "node:fs";
import path6 from "node:path";
import { pathToFileURL } from "node:url";
var LocalForge = class {
  name = "local";
  openOrUpdate(pr2, outDir) {
    const file = path6.join(outDir, "pr.md");
    writeFileSync(file, renderPrFile(pr2));
    return Promise.resolve({ operation: "created", url: pathToFileURL(file).href });
  }
};
function renderPrFile(pr2) {
  const meta = [
    `head: ${pr2.head}`,
    `base: ${pr2.base}`,
    `draft: ${pr2.draft}`,
    ...pr2.labels.length ? [`labels: ${pr2.labels.join(", ")}`] : [],
    ...pr2.assignees.length ? [`assignees: ${pr2.assignees.join(", ")}`] : [],
    ...pr2.reviewers.length ? [`reviewers: ${pr2.reviewers.join(", ")}`] : []
  ];
  return `# ${pr2.title}

<!--
${meta.join("\n")}
-->

${pr2.body.trimEnd()}
`;
}

// src/forge/redacting.ts
function redactingForge(forge, redact) {
  return {
    name: forge.name,
    openOrUpdate: (pr2, outDir) => forge.openOrUpdate({ ...pr2, title: redact(pr2.title), body: redact(pr2.body) }, outDir)
  };
}

// src/git/changes.ts
import { mkdtempSync, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir } from "node:os";
import path7 from "node:path";
async function listChanges(workspace, base) {
  return withScratchIndex(workspace, base, async (git) => {
    await addAll(git, ["--", "."]);
    return parseRaw(
      await git.raw(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--relative", base])
    );
  });
}
async function listIgnored(workspace) {
  const out = await openRepo(workspace).raw([
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--directory"
  ]);
  return out.split("\0").filter(Boolean);
}
async function addAll(git, args) {
  try {
    await git.raw(["add", "--all", "--ignore-errors", ...args]);
  } catch (err) {
    const lines = err.message.split("\n").filter((l3) => l3.trim() !== "");
    if (!lines.every((l3) => /^error: '.*' does not have a commit checked out$/.test(l3.trim()))) throw err;
  }
}
async function withScratchIndex(workspace, base, fn2, env = process.env) {
  const dir = mkdtempSync(path7.join(tmpdir(), "ns-index-"));
  try {
    const index = path7.join(dir, "index");
    const git = openRepo(workspace, { ...env, GIT_LITERAL_PATHSPECS: "1" }, { indexFile: index });
    await git.raw(["read-tree", base]);
    let n = 0;
    const pathspecFile = (paths) => {
      const file = path7.join(dir, `paths-${n++}`);
      writeFileSync2(file, paths.map((p2) => `${p2}\0`).join(""));
      return file;
    };
    return await fn2(git, pathspecFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function parseRaw(text) {
  const parts = text.split("\0");
  const out = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const m2 = /^:(\d+) (\d+) [0-9a-f]+ ([0-9a-f]+) ([AMDT])/.exec(parts[i] ?? "");
    if (!m2) continue;
    out.push({
      path: parts[i + 1] ?? "",
      status: m2[4],
      oldMode: m2[1] ?? "",
      newMode: m2[2] ?? "",
      newSha: m2[3] ?? ""
    });
  }
  return out;
}
async function restoreFromCommit(workspace, commit, paths, staged = false) {
  if (paths.length === 0) return;
  const dir = mkdtempSync(path7.join(tmpdir(), "ns-restore-"));
  try {
    const file = path7.join(dir, "paths");
    writeFileSync2(file, paths.map((p2) => `${p2}\0`).join(""));
    await openRepo(workspace, { ...process.env, GIT_LITERAL_PATHSPECS: "1" }).raw([
      "restore",
      `--source=${commit}`,
      "--worktree",
      ...staged ? ["--staged"] : [],
      "--no-overlay",
      `--pathspec-from-file=${file}`,
      "--pathspec-file-nul"
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// src/git/errors.ts
var GitOperationError = class extends Error {
  name = "GitOperationError";
};
function rethrowRedacted(what, err, secrets) {
  const redactor = new Redactor();
  for (const s of secrets) redactor.addSecret(s);
  const message = err instanceof Error ? err.message : String(err);
  throw new GitOperationError(redactor.redact(`${what}: ${message.trim()}`));
}

// src/git/branch.ts
function slugify(title) {
  const slug = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 50).replace(/-+$/, "");
  return slug || "task";
}
function renderBranchName(template, vars) {
  const values = {
    slug: slugify(vars.title),
    run_id: vars.runId,
    issue: vars.issue === void 0 ? "" : String(vars.issue),
    date: vars.date ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10)
  };
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    if (value === void 0) throw new Error(`branch template "${template}": unknown placeholder ${whole}`);
    if (value === "") throw new Error(`branch template "${template}": ${whole} has no value in this run`);
    return value;
  });
}
async function createRunBranch(options) {
  const git = openRepo(options.workspace);
  const branch = renderBranchName(options.template, options.vars);
  const base = options.base ?? await currentBranch(options.workspace);
  if (!base) throw new Error("no base branch: HEAD is detached; set pr.base (the `base` input)");
  if (branch === base) throw new Error(`the run branch "${branch}" is the base branch; change pr.branch`);
  try {
    await git.raw(["check-ref-format", "--branch", branch]);
  } catch {
    throw new Error(`"${branch}" is not a valid branch name (from the template "${options.template}")`);
  }
  try {
    const baseSha = (await git.raw(["rev-parse", "--verify", `${options.start ?? "HEAD"}^{commit}`])).trim();
    await git.raw(["update-ref", "-m", "nightshift: run branch", `refs/heads/${branch}`, baseSha]);
    await git.raw(["symbolic-ref", "-m", "nightshift: run branch", "HEAD", `refs/heads/${branch}`]);
    return { branch, base, baseSha };
  } catch (err) {
    rethrowRedacted(`creating branch ${branch}`, err, []);
  }
}
function isRunBranch(branch, template, title) {
  const literals = template.split(/\{\w+\}/);
  if (literals.join("") === "") {
    try {
      return branch === renderBranchName(template, { title, runId: "" });
    } catch {
      return false;
    }
  }
  const escaped = literals.map((p2) => p2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".+")}$`).test(branch);
}
async function switchBackAfterRun(workspace, branch, commit) {
  const git = openRepo(workspace);
  const changed = commit ? await git.raw([
    "diff-tree",
    "-r",
    "--relative",
    "--name-only",
    "--no-renames",
    "-z",
    `${commit}^`,
    commit
  ]) : "";
  await git.raw(["symbolic-ref", "-m", "nightshift: back to the base", "HEAD", `refs/heads/${branch}`]);
  await restoreFromCommit(workspace, branch, changed.split("\0").filter(Boolean), true);
}

// src/git/commit.ts
import { mkdirSync, writeFileSync as writeFileSync3 } from "node:fs";
import path8 from "node:path";
var DEFAULT_AUTHOR = {
  name: "nightshift",
  email: "nightshift@users.noreply.github.com"
};
async function commitChanges(options) {
  if (!/^[A-Za-z0-9-]+: \S/.test(options.trailer))
    throw new Error(`trailer "${options.trailer}" is not "Key: value"`);
  const on2 = await currentBranch(options.workspace);
  if (on2 !== options.branch)
    throw new Error(`HEAD is on ${on2 ?? "a detached commit"}, not on the run branch ${options.branch}`);
  const base = options.base ?? (await openRepo(options.workspace).raw(["rev-parse", "--verify", "HEAD"])).trim();
  const paths = options.paths ?? await defaultPaths(options.workspace, base, options.exclude ?? []);
  if (paths.length === 0) return null;
  const author = options.author ?? await configuredAuthor(options.workspace) ?? DEFAULT_AUTHOR;
  const committer = options.committer ?? author;
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email
  };
  const real = openRepo(options.workspace, { ...env, GIT_LITERAL_PATHSPECS: "1" });
  const sha = await withScratchIndex(
    options.workspace,
    base,
    async (git, pathspecFile) => {
      await git.raw(["add", "--all", `--pathspec-from-file=${pathspecFile(paths)}`, "--pathspec-file-nul"]);
      const staged = await git.raw(["diff-index", "--cached", "--name-only", "-z", base]);
      if (staged.length === 0) return null;
      const tree = (await git.raw(["write-tree"])).trim();
      const commit = (await git.raw(["commit-tree", tree, "-p", base, "-m", options.message, "-m", options.trailer])).trim();
      await real.raw(["update-ref", "-m", "nightshift: run commit", `refs/heads/${options.branch}`, commit]);
      const reset = [.../* @__PURE__ */ new Set([...paths, ...options.resetPaths ?? []])];
      await real.raw([
        "reset",
        "--quiet",
        `--pathspec-from-file=${pathspecFile(reset)}`,
        "--pathspec-file-nul"
      ]);
      return commit;
    },
    env
  );
  if (!sha) return null;
  const numstat = await real.raw(["diff-tree", "-r", "--numstat", "--no-renames", "-z", base, sha]);
  const stats = parseNumstat(numstat);
  const patch = await real.raw([
    "format-patch",
    "-1",
    "--stdout",
    "--binary",
    "--no-renames",
    "--no-signature",
    "--no-ext-diff",
    "--no-textconv",
    "--no-relative",
    sha
  ]);
  return { sha, ...stats, patch };
}
function writePatch(outDir, patch) {
  mkdirSync(outDir, { recursive: true });
  const file = path8.join(outDir, "changes.patch");
  writeFileSync3(file, patch);
  return file;
}
async function defaultPaths(workspace, base, exclude) {
  const excluded = exclude.flatMap((p2) => insideWorkspace(workspace, p2));
  return (await listChanges(workspace, base)).map((c3) => c3.path).filter((p2) => !excluded.some((e) => p2 === e || p2.startsWith(`${e}/`)));
}
function insideWorkspace(workspace, p2) {
  const rel = path8.relative(workspace, path8.resolve(workspace, p2));
  if (rel === "" || rel.startsWith("..") || path8.isAbsolute(rel)) return [];
  return [rel.split(path8.sep).join("/")];
}
async function configuredAuthor(workspace) {
  const git = openRepo(workspace);
  const get = async (key) => (await git.raw(["config", "--get", key]).catch(() => "")).trim();
  const [name, email] = [await get("user.name"), await get("user.email")];
  return name && email ? { name, email } : null;
}
function parseNumstat(text) {
  const files = [];
  let insertions = 0;
  let deletions = 0;
  for (const record of text.split("\0")) {
    const m2 = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
    if (!m2) continue;
    insertions += m2[1] === "-" ? 0 : Number(m2[1]);
    deletions += m2[2] === "-" ? 0 : Number(m2[2]);
    files.push(m2[3] ?? "");
  }
  return { files, insertions, deletions };
}

// src/git/push.ts
import { mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync2, rmSync as rmSync2, writeFileSync as writeFileSync4 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path9 from "node:path";

// src/git/auth.ts
function authHeaderConfig(token, remoteUrl2) {
  let origin;
  try {
    const url = new URL(remoteUrl2);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    origin = url.origin;
  } catch {
    return null;
  }
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return { [`http.${origin}/.extraheader`]: `AUTHORIZATION: basic ${basic}` };
}

// src/git/push.ts
async function remoteUrl(workspace, remote) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) return remote;
  const git = openRepo(workspace);
  const get = (key) => git.raw(["config", "--get", key]).then(
    (s) => s.trim(),
    () => ""
  );
  const url = await get(`remote.${remote}.pushurl`) || await get(`remote.${remote}.url`);
  if (url) return url;
  if (/[:/]/.test(remote)) return remote;
  throw new Error(`no URL for the remote "${remote}"`);
}
async function pushBranch(options) {
  const { workspace, branch, base, token } = options;
  if (branch === base) throw new Error(`refusing to push to the base branch ${base}`);
  const scratch = mkdtempSync2(path9.join(tmpdir2(), "ns-push-"));
  try {
    const url = await remoteUrl(workspace, options.remote);
    const sha = (await openRepo(workspace).raw(["rev-parse", "--verify", `refs/heads/${branch}^{commit}`])).trim();
    const git = await scratchRepo(workspace, scratch, await authConfig(workspace, url, token));
    const listed = await git.raw(["ls-remote", "--symref", url, "HEAD", `refs/heads/${branch}`]);
    const remoteHead = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(listed)?.[1];
    if (remoteHead === branch)
      throw new Error(`refusing to push to ${branch}: it is the remote's default branch`);
    const previousSha = new RegExp(`^([0-9a-f]{40,64})\\trefs/heads/${escape(branch)}$`, "m").exec(listed)?.[1] ?? null;
    const refspec = `${sha}:refs/heads/${branch}`;
    if (previousSha === null || previousSha === sha) {
      if (previousSha === null) await git.raw(["push", "--no-verify", "--porcelain", url, refspec]);
      return { sha, previousSha, forced: false };
    }
    await git.raw(["fetch", "--no-tags", "--quiet", url, `refs/heads/${branch}`]);
    const foreign = await commitsWithoutTrailer(
      git,
      previousSha,
      sha,
      options.trailerKey ?? "Nightshift-Run"
    );
    if (foreign.length > 0) {
      throw new Error(
        `refusing to overwrite ${branch}: it has ${foreign.length} commit(s) not made by nightshift (${foreign.map((c3) => c3.slice(0, 12)).join(", ")})`
      );
    }
    await git.raw([
      "push",
      "--no-verify",
      "--porcelain",
      `--force-with-lease=refs/heads/${branch}:${previousSha}`,
      url,
      refspec
    ]);
    return { sha, previousSha, forced: true };
  } catch (err) {
    rethrowRedacted(`push of ${branch} to ${withoutUserinfo(options.remote)} failed`, err, [token]);
  } finally {
    rmSync2(scratch, { recursive: true, force: true });
  }
}
async function authConfig(workspace, url, token) {
  if (token) return Object.entries(authHeaderConfig(token, url) ?? {});
  let origin;
  try {
    origin = new URL(url).origin;
  } catch {
    return [];
  }
  const git = openRepo(workspace);
  const persisted = await git.raw(["config", "--local", "--includes", "--get-all", `http.${origin}/.extraheader`]).catch(() => "");
  return persisted.split("\n").filter(Boolean).map((value) => [`http.${origin}/.extraheader`, value]);
}
async function scratchRepo(workspace, dir, config) {
  if (!locateRepo(workspace)) throw new Error(`${workspace} is not a git repository`);
  const objects = (await openRepo(workspace).raw(["rev-parse", "--git-path", "objects"])).trim();
  let env = withConfig(
    { ...process.env, GIT_DIR: dir, GIT_TERMINAL_PROMPT: "0", GIT_NO_REPLACE_OBJECTS: "1" },
    { "core.hooksPath": "/dev/null" }
  );
  for (const [key, value] of config) env = withConfig(env, { [key]: value });
  delete env.GIT_WORK_TREE;
  delete env.GIT_INDEX_FILE;
  const git = gitClient(dir, env);
  await git.raw(["init", "--quiet", "--bare", dir]);
  mkdirSync2(path9.join(dir, "objects", "info"), { recursive: true });
  writeFileSync4(path9.join(dir, "objects", "info", "alternates"), `${path9.resolve(workspace, objects)}
`);
  return git;
}
async function commitsWithoutTrailer(git, remoteSha, localSha, trailerKey) {
  const log = await git.raw([
    "log",
    `--format=%H %(trailers:key=${trailerKey},valueonly,separator=%x2C)%x00`,
    remoteSha,
    "--not",
    localSha
  ]);
  return log.split("\0").map((r2) => r2.trim()).filter((r2) => r2 && !/^\S+ \S/.test(r2)).map((r2) => r2.split(" ")[0] ?? r2);
}
function withoutUserinfo(remote) {
  return remote.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, "$1");
}
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/run/deliver.ts
import { readFileSync as readFileSync3 } from "node:fs";

// src/run/deliver-changes.ts
import { lstatSync as lstatSync2, rmSync as rmSync3 } from "node:fs";
import path13 from "node:path";

// src/run/final-diff.ts
import path10 from "node:path";
var SYMLINK_MODE = "120000";
function gateChanges(changes, start, policy, paths) {
  return changes.map((change) => {
    const before = start.dirty.get(change.path);
    if (before) {
      const same = before.status === change.status && before.newMode === change.newMode && before.newSha === change.newSha;
      if (same) return { kind: "preexisting", change };
      return {
        kind: "excluded",
        change,
        rule: "invariant:dirty-before-run",
        reason: `${change.path} had uncommitted changes before the run started; the run's changes to it are not delivered`
      };
    }
    if (change.status === "A" && wasIgnored(change.path, start.ignored))
      return { kind: "preexisting", change };
    const part = decideChange(change, policy, paths(change));
    if (part.verdict === "allow") return { kind: "deliver", change };
    return { kind: "denied", change, rule: part.rule, reason: part.reason };
  });
}
function decideChange(change, policy, paths) {
  const via = ` (${changeKind(change)} in the working tree)`;
  const parts = [pathPart("edit", change.path, paths.own, policy, via)];
  if (paths.target) parts.push(pathPart("edit", change.path, paths.target, policy, " (symlink target)"));
  const invariant = parts.find((p2) => p2.invariant && p2.verdict === "deny");
  return invariant ?? strictest(parts) ?? parts[0];
}
function changeKind(change) {
  if (change.status === "A") return change.newMode === SYMLINK_MODE ? "symlink added" : "added";
  if (change.status === "D") return "deleted";
  if (change.status === "T")
    return change.newMode === SYMLINK_MODE ? "replaced by a symlink" : "type changed";
  if (change.oldMode !== change.newMode) return "mode changed";
  return change.newMode === SYMLINK_MODE ? "symlink retargeted" : "modified";
}
function wasIgnored(rel, ignored) {
  return ignored.some((e) => rel === e || e.endsWith("/") && rel.startsWith(e));
}
function absoluteIn(workspace, rel) {
  return path10.join(workspace, ...rel.split("/"));
}

// src/run/start-state.ts
import path12 from "node:path";

// src/git/integrity.ts
import { createHash } from "node:crypto";
import { existsSync as existsSync2, lstatSync, readFileSync as readFileSync2, readdirSync as readdirSync2, readlinkSync } from "node:fs";
import path11 from "node:path";
function hashGitControl(workspace) {
  const location = locateRepo(workspace);
  if (!location) return {};
  const gitDir = location.gitDir;
  const common = commonDir(gitDir);
  const files = /* @__PURE__ */ new Set([
    path11.join(common, "config"),
    path11.join(gitDir, "config.worktree"),
    path11.join(common, "config.worktree"),
    path11.join(common, "info", "attributes"),
    path11.join(gitDir, "commondir"),
    ...listTree(path11.join(common, "hooks"))
  ]);
  for (const file of [...files]) for (const inc of includedFiles(file, gitDir, common)) files.add(inc);
  const out = {};
  for (const file of [...files].sort()) out[file] = hashEntry(file);
  return out;
}
function changedControlFiles(before, after) {
  const keys = /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k2) => (before[k2] ?? "absent") !== (after[k2] ?? "absent")).sort();
}
function commonDir(gitDir) {
  const file = path11.join(gitDir, "commondir");
  if (!existsSync2(file)) return gitDir;
  return path11.resolve(gitDir, readFileSync2(file, "utf8").trim());
}
function includedFiles(configFile, gitDir, common) {
  let text;
  try {
    text = readFileSync2(configFile, "utf8");
  } catch {
    return [];
  }
  const out = [];
  let inInclude = false;
  for (const line of text.split("\n")) {
    const section = /^\s*\[\s*(\w+)/.exec(line);
    if (section) inInclude = /^include(if)?$/i.test(section[1] ?? "");
    const value = inInclude ? /^\s*path\s*=\s*"?([^"\n]*)"?\s*$/i.exec(line)?.[1] : void 0;
    if (!value) continue;
    const abs = path11.resolve(path11.dirname(configFile), value);
    if ([gitDir, common].some((d2) => abs === d2 || abs.startsWith(d2 + path11.sep))) out.push(abs);
  }
  return out;
}
function listTree(dir) {
  if (!existsSync2(dir)) return [dir];
  return readdirSync2(dir, { recursive: true, encoding: "utf8" }).map((f3) => path11.join(dir, f3)).concat(dir);
}
function hashEntry(file) {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return "absent";
  }
  if (stat.isSymbolicLink()) return `link:${readlinkSync(file)}`;
  if (stat.isDirectory()) return "dir";
  const mode = (stat.mode & 73) !== 0 ? "x" : "-";
  return `${mode}${createHash("sha256").update(readFileSync2(file)).digest("hex")}`;
}

// src/run/start-state.ts
async function captureStartState(workspace, outDir) {
  const base = await headCommit(workspace);
  if (!base) return { base, dirty: /* @__PURE__ */ new Map(), ignored: [], gitControl: {} };
  const own = underDir(workspace, outDir);
  const changes = (await listChanges(workspace, base)).filter((c3) => !own(c3.path));
  const ignored = await listIgnored(workspace);
  return {
    base,
    dirty: new Map(changes.map((c3) => [c3.path, c3])),
    ignored,
    gitControl: hashGitControl(workspace)
  };
}
function dirtySummary(state, sample = 20) {
  return { count: state.dirty.size, paths: [...state.dirty.keys()].slice(0, sample) };
}
function underDir(workspace, dir) {
  const rel = path12.relative(workspace, dir).split(path12.sep).join("/");
  if (rel === "" || rel.startsWith("..") || path12.isAbsolute(rel)) return () => false;
  return (p2) => p2 === rel || p2.startsWith(`${rel}/`);
}

// src/run/deliver-changes.ts
async function gateWorkingTree(options) {
  const { workspace, start, policy, run } = options;
  const mine = underDir(workspace, run.outDir);
  const changes = (await listChanges(workspace, start.base)).filter((c3) => !mine(c3.path));
  const guarded = protectedPaths(policy, run);
  return gateChanges(changes, start, policy, (c3) => changePaths(workspace, c3, guarded));
}
async function revertChanges(workspace, base, changes) {
  const depth = (c3) => c3.path.split("/").length;
  for (const c3 of changes.filter((x3) => x3.status === "A").sort((a, b3) => depth(a) - depth(b3)))
    rmSync3(absoluteIn(workspace, c3.path), { recursive: true, force: true });
  await restoreFromCommit(
    workspace,
    base,
    changes.filter((c3) => c3.status !== "A").map((c3) => c3.path)
  );
}
function changePaths(workspace, change, guarded) {
  const rel = change.path;
  const parent = safeResolve(workspace, path13.posix.dirname(rel), guarded);
  const abs = path13.join(parent.abs, path13.posix.basename(rel));
  const hit = guarded.entries.find((e) => abs === e.path || abs.startsWith(e.path + path13.sep));
  const label = hit?.label ?? parent.protected;
  const own = { abs, rel: parent.inside ? rel : abs, inside: parent.inside };
  if (label) own.protected = label;
  return isSymlink(absoluteIn(workspace, rel)) ? { own, target: safeResolve(workspace, rel, guarded) } : { own };
}
function safeResolve(workspace, rel, guarded) {
  try {
    return resolvePath(workspace, rel, guarded);
  } catch (err) {
    if (err instanceof PathError) return { abs: `${rel} (${err.message})`, rel, inside: false };
    throw err;
  }
}
function isSymlink(abs) {
  try {
    return lstatSync2(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

// src/run/settle.ts
import path14 from "node:path";
async function settleWorkingTree(options) {
  const { workspace, start, policy, audit } = options;
  const tampered = changedControlFiles(start.gitControl, hashGitControl(workspace));
  if (tampered.length > 0) {
    const reason = `the git directory changed during the run (${tampered.map((f3) => path14.relative(workspace, f3)).join(", ")}); nothing is committed or pushed`;
    audit.emit("delivery.refused", { reason, rule: "invariant:git-dir", files: tampered });
    return { kind: "refused", reason, refusedReason: "git_dir_changed", notDelivered: [] };
  }
  const gate = await gateWorkingTree(options);
  const notDelivered = [];
  for (const g2 of gate) {
    if (g2.kind !== "excluded") continue;
    audit.emit("delivery.excluded", { ...described(g2), reason: g2.reason });
    notDelivered.push(entry(g2, "excluded"));
  }
  const denied = gate.filter((g2) => g2.kind === "denied");
  if (denied.length > 0 && policy.pr.onDeniedChange === "fail") {
    const reason = `the final diff holds ${denied.length} change(s) the policy denies (${denied.map((d2) => `${d2.change.path}: ${d2.rule}`).join("; ")}) and pr.on_denied_change is fail`;
    audit.emit("delivery.refused", { reason, rule: "pr.on_denied_change", denied: denied.map(described) });
    options.progress(`  refused: ${reason}`);
    return {
      kind: "refused",
      reason,
      refusedReason: "denied_change",
      notDelivered: [...notDelivered, ...denied.map((d2) => entry(d2, "refused"))]
    };
  }
  await revertChanges(
    workspace,
    start.base,
    denied.map((d2) => d2.change)
  );
  for (const d2 of denied) {
    audit.emit("delivery.reverted", { ...described(d2), reason: d2.reason });
    options.progress(`  reverted ${d2.change.path} (${changeKind(d2.change)}): ${d2.rule}`);
    notDelivered.push(entry(d2, "reverted"));
  }
  return {
    kind: "deliver",
    paths: gate.filter((g2) => g2.kind === "deliver").map((g2) => g2.change.path),
    reverted: denied.map((d2) => d2.change.path),
    notDelivered
  };
}
var described = (g2) => ({ path: g2.change.path, change: changeKind(g2.change), rule: g2.rule });
var entry = (g2, action) => ({ ...described(g2), action });

// src/run/deliver.ts
async function changedSinceStart(prepared) {
  const { start, workspace, policy, outDir } = prepared;
  if (start.base === null) return false;
  const gate = await gateWorkingTree({
    workspace,
    start: { ...start, base: start.base },
    policy,
    run: { outDir, taskFile: prepared.taskFile }
  });
  return !gate.every((g2) => g2.kind === "preexisting");
}
async function deliver(input) {
  const { prepared, options, audit, status, progress } = input;
  const { task, workspace, outDir, policy, runId } = prepared;
  const none = (reason, extra = {}) => {
    audit.emit("pr.none", { reason, ...extra.branch ? { branch: extra.branch } : {} });
    progress(`  no pull request: ${reason}`);
    return { pr: { operation: "none" }, ...extra };
  };
  if (status !== "completed" && status !== "limit")
    return none(`the run ended ${status}; changes stay in the working tree`);
  const { start } = prepared;
  const base = start.base;
  if (base === null) return none("the workspace is not a git repository with a commit");
  const from = { ...start, base };
  const run = { outDir, taskFile: prepared.taskFile };
  const gate = await gateWorkingTree({ workspace, start: from, policy, run });
  if (gate.every((g2) => g2.kind === "preexisting"))
    return { ...none("nothing changed"), nothingChanged: true };
  const checks = input.checks ?? await runChecks(policy.pr.requireChecks, input);
  const checksFailed = checks.some((c3) => c3.exitCode !== 0);
  input.signal.throwIfAborted();
  const settled = await settleWorkingTree({ workspace, start: from, policy, run, audit, progress });
  const { notDelivered } = settled;
  if (settled.kind === "refused") {
    return {
      ...none(`refused: ${settled.reason}`, { checksFailed }),
      refused: settled.reason,
      refusedReason: settled.refusedReason,
      notDelivered
    };
  }
  const { paths } = settled;
  const noneHere = (reason, extra = {}) => ({
    ...none(reason, extra),
    notDelivered
  });
  if (paths.length === 0)
    return notDelivered.length > 0 ? noneHere("nothing left to deliver: every change was reverted or excluded", { checksFailed }) : { ...noneHere("nothing changed", { checksFailed }), nothingChanged: true };
  const { branch, base: baseBranch } = await createRunBranch({
    workspace,
    template: options.prOverrides?.branch ?? task.pr.branch,
    vars: {
      title: task.title,
      runId,
      ...options.closesIssue !== void 0 ? { issue: options.closesIssue } : {}
    },
    base: options.prOverrides?.base ?? task.pr.base,
    start: base
  });
  const commit = await commitChanges({
    workspace,
    branch,
    base,
    paths,
    resetPaths: settled.reverted,
    message: `${task.title}

${input.completion ?? `Work so far (the run stopped: ${status}).`}`,
    ...identity(
      options.prOverrides?.author ?? task.pr.author ?? options.defaultIdentity,
      options.prOverrides?.committer ?? task.pr.committer ?? options.defaultIdentity
    ),
    trailer: `Nightshift-Run: ${runId}`
  });
  if (!commit) return noneHere("nothing to commit", { checksFailed });
  writePatch(outDir, input.redact(commit.patch));
  audit.emit("git.committed", {
    sha: commit.sha,
    branch,
    base: baseBranch,
    files: commit.files,
    insertions: commit.insertions,
    deletions: commit.deletions
  });
  progress(
    `  committed ${commit.sha.slice(0, 12)} on ${branch} (${commit.files.length} files, +${commit.insertions} -${commit.deletions})`
  );
  const committed = { branch, commit: commit.sha, checksFailed, notDelivered };
  const tooLarge = checkPrLimits(
    { files: commit.files.length, insertions: commit.insertions, deletions: commit.deletions },
    policy.pr
  );
  if (tooLarge)
    return { ...none(`refused: ${tooLarge}`, committed), refused: tooLarge, refusedReason: "pr_limits" };
  if (options.push) {
    await pushBranch({
      workspace,
      remote: prepared.pushUrl ?? options.push.remote,
      branch,
      base: baseBranch,
      ...options.push.token ? { token: options.push.token } : {}
    }).catch((err) => {
      throw withPermissionHint("push", err);
    });
    progress(`  pushed ${branch} to ${withoutUserinfo(prepared.pushUrl ?? options.push.remote)}`);
  }
  if (options.pr === false || !task.pr.enabled) return none("pull requests are turned off", committed);
  const draftSetting = options.prOverrides?.draft ?? task.pr.draft;
  const draft = draftSetting === "auto" ? status === "limit" || checksFailed : draftSetting;
  const forge = redactingForge(options.forge ?? new LocalForge(), input.redact);
  const pr2 = await forge.openOrUpdate(
    {
      head: branch,
      base: baseBranch,
      title: task.pr.title.replaceAll("{title}", task.title),
      body: buildPrBody({
        taskTitle: task.title,
        prompt: task.prompt,
        ...input.completion ? { completion: input.completion } : {},
        todos: input.todos,
        totals: input.totals,
        auditLogPath: prepared.outDir,
        ...options.runUrl ? { runUrl: options.runUrl } : {},
        ...options.closesIssue !== void 0 ? { closesIssue: options.closesIssue } : {},
        checks,
        notDelivered
      }),
      labels: options.prOverrides?.labels ?? task.pr.labels,
      assignees: task.pr.assignees,
      reviewers: task.pr.reviewers,
      draft
    },
    outDir
  );
  audit.emit(pr2.operation === "updated" ? "pr.updated" : "pr.created", {
    ...pr2,
    branch,
    draft,
    forge: forge.name
  });
  progress(`  pull request ${pr2.operation}: ${pr2.url ?? ""}`);
  return { ...committed, pr: pr2 };
}
async function runChecks(commands, input) {
  const { workspace, policy, outDir } = input.prepared;
  const outcomes = [];
  for (const command of commands) {
    input.signal.throwIfAborted();
    const started = Date.now();
    const log = openNextCommandLog(outDir, input.redactor);
    let exit;
    input.busy?.(`check ${command} still running`);
    try {
      exit = await runCommand({
        command,
        cwd: workspace,
        sandbox: input.sandbox,
        timeoutMs: policy.limits.command_timeout,
        signal: input.signal,
        outputFd: log.fd
      });
    } finally {
      input.busy?.();
      log.seal();
    }
    const exitCode = exit.exitCode ?? 1;
    input.audit.emit("checks.finished", {
      command,
      exit_code: exitCode,
      duration_ms: Date.now() - started,
      sandbox: { backend: input.sandbox.backend, exit_cause: exitCause(exit) }
    });
    input.progress(`  check ${command}: exit ${exitCode}`, { tone: exitCode === 0 ? "ok" : "bad" });
    outcomes.push({
      command,
      exitCode,
      output: truncateHeadTail(input.redact(readFileSync3(log.file, "utf8")), 2e4).text
    });
  }
  return outcomes;
}
var identity = (author, committer) => ({
  ...author ? { author } : {},
  ...committer ? { committer } : {}
});

// src/run/repair.ts
var REPAIR_OUTPUT_BYTES = 6e3;
async function repairUntilChecksPass(input) {
  const { requireChecks, repairRounds } = input.prepared.policy.pr;
  if (requireChecks.length === 0 || repairRounds === 0) return void 0;
  if (!await changedSinceStart(input.prepared)) return void 0;
  let checks = await runChecks(requireChecks, input);
  let outcome;
  for (let round2 = 1; round2 <= repairRounds; round2++) {
    const failed = checks.filter((c3) => c3.exitCode !== 0);
    if (failed.length === 0) break;
    input.audit.emit("checks.repair", {
      round: round2,
      max_rounds: repairRounds,
      failed: failed.map((c3) => ({ command: c3.command, exit_code: c3.exitCode }))
    });
    input.progress(`  checks failed: repair round ${round2} of ${repairRounds}`);
    outcome = await input.resume(repairMessage(failed, round2, repairRounds));
    checks = await runChecks(requireChecks, input);
  }
  return { checks, ...outcome ? { outcome } : {} };
}
function repairMessage(failed, round2, rounds) {
  const parts = failed.map(
    (c3) => `<check command="${c3.command.replaceAll('"', "&quot;")}" exit_code="${c3.exitCode}">
${truncateHeadTail(c3.output, REPAIR_OUTPUT_BYTES).text.trimEnd()}
</check>`
  );
  return [
    `The required checks failed after you completed (repair round ${round2} of ${rounds}). The pull request opens as ready only when they pass.`,
    ...parts,
    "Fix the cause in the code (do not weaken or skip the checks), then call attempt_completion again."
  ].join("\n\n");
}

// src/run/limits.ts
function limitBeforeTurn(totals, limits) {
  if (totals.turns >= limits.max_turns)
    return { limit: "max_turns", value: totals.turns, max: limits.max_turns };
  return limitAfterResponse(totals, limits);
}
function limitAfterResponse(totals, limits) {
  if (totals.cost_usd > limits.max_cost_usd)
    return { limit: "max_cost_usd", value: round(totals.cost_usd), max: limits.max_cost_usd };
  const input = totals.input_tokens + totals.cache_read_tokens + totals.cache_write_tokens;
  if (input > limits.max_input_tokens)
    return { limit: "max_input_tokens", value: input, max: limits.max_input_tokens };
  if (totals.output_tokens > limits.max_output_tokens)
    return { limit: "max_output_tokens", value: totals.output_tokens, max: limits.max_output_tokens };
  return void 0;
}
var round = (n) => Math.round(n * 1e6) / 1e6;
var emptyTotals = () => ({
  turns: 0,
  tool_calls: 0,
  rejected: 0,
  denied: 0,
  input_tokens: 0,
  output_tokens: 0,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0,
  duration_ms: 0
});

// src/validate/mistakes.ts
var MistakeCounter = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #count = 0;
  #last;
  get count() {
    return this.#count;
  }
  /** True once `limit` mistakes happened in a row: the caller halts the run (exit 4). */
  get exceeded() {
    return this.#count >= this.limit;
  }
  /** Counts one mistake, described for the halt message ("params rejection of read_file"). */
  record(what) {
    this.#count += 1;
    this.#last = what;
    return this.exceeded;
  }
  reset() {
    this.#count = 0;
    this.#last = void 0;
  }
  /** `5 consecutive mistakes (limit 5); the last: failed apply_diff`, for run.finished. */
  describe() {
    return `${this.#count} consecutive mistakes (limit ${this.limit})${this.#last ? `; the last: ${this.#last}` : ""}`;
  }
};

// src/validate/repetition.ts
import { createHash as createHash2 } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(
    value,
    (_key, v2) => v2 && typeof v2 === "object" && !Array.isArray(v2) ? Object.fromEntries(
      Object.entries(v2).sort(([a], [b3]) => a < b3 ? -1 : a > b3 ? 1 : 0)
    ) : v2
  ) ?? "null";
}
var digest = (text) => createHash2("sha256").update(text).digest("hex");
var RepetitionTracker = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #key;
  #result;
  #streak = 0;
  /** Before a call runs: the rejection message when it would be one repeat too many. */
  check(name, args) {
    if (this.#streak < this.limit || callKey(name, args) !== this.#key) return void 0;
    return `This exact ${name} call (same arguments) was already made ${this.#streak} times in a row with the same result (limit: identical_calls ${this.limit}), so it was not executed again: its result would not change. Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.`;
  }
  /**
   * After a call ran or was denied: `result` is what the model got back (for a command, without
   * details that differ on every run such as its output id).
   */
  settle(name, args, result) {
    const key = callKey(name, args);
    const outcome = digest(result);
    if (key === this.#key && outcome === this.#result) {
      this.#streak += 1;
      return;
    }
    this.#key = key;
    this.#result = outcome;
    this.#streak = 1;
  }
  /** Forget the streak (a new agent, e.g. a subtask, starts fresh). */
  reset() {
    this.#key = void 0;
    this.#result = void 0;
    this.#streak = 0;
  }
};
var callKey = (name, args) => `${name}\0${canonicalJson(args)}`;

// src/validate/resolve-name.ts
var isRecord = (v2) => typeof v2 === "object" && v2 !== null && !Array.isArray(v2);
function resolveCallName(call, tools) {
  const found = tools.resolve(call.name);
  if (!found || "tool" in found && found.tool.name === call.name) return { ok: true, call };
  if ("ambiguous" in found) return { ok: false, message: ambiguousMessage(call.name, found.ambiguous) };
  const args = found.alias && isRecord(call.args) ? found.alias.args(call.args) : call.args;
  return { ok: true, call: { ...call, name: found.tool.name, args }, requestedName: call.name };
}
function ambiguousMessage(name, tools) {
  const readings = tools.map((t2) => `server "${t2.mcp?.server}", tool "${t2.mcp?.tool}" (${t2.name})`);
  return `"${name}" could name more than one MCP tool: ${readings.join("; ")}. Call the one you mean by its exact name, or use_mcp_tool with server_name and tool_name.`;
}

// src/run/context-window.ts
var ELIDED_PREFIX = "[output elided to fit the context window";
var placeholder = (chars) => `${ELIDED_PREFIX}: ${chars} characters. Run the tool again if you still need it.]`;
function messageChars(m2) {
  if (m2.role === "user") return m2.content.length;
  if (m2.role === "tool") return m2.output.length;
  return m2.text.length + m2.toolCalls.reduce((n, c3) => n + c3.name.length + (c3.rawArgs ?? JSON.stringify(c3.args ?? {})).length, 0);
}
function elideOldToolOutputs(messages, budgetChars) {
  let total = messages.reduce((n, m2) => n + messageChars(m2), 0);
  const lastAssistant = messages.findLastIndex((m2) => m2.role === "assistant");
  const out = [...messages];
  const elided = [];
  for (let i = 0; i < lastAssistant && total > budgetChars; i++) {
    const m2 = out[i];
    if (m2?.role !== "tool" || m2.output.startsWith(ELIDED_PREFIX)) continue;
    const output = placeholder(m2.output.length);
    if (output.length >= m2.output.length) continue;
    total -= m2.output.length - output.length;
    out[i] = { ...m2, output };
    elided.push(m2.callId);
  }
  return { messages: out, elided };
}

// src/run/stop.ts
var EXIT = {
  completed: 0,
  failed: 1,
  error: 1,
  config: 2,
  limit: 3,
  halted: 4,
  cancelled: 130
};
var RunStop = class extends Error {
  constructor(status, exitReason, detail) {
    super(detail ?? exitReason);
    this.status = status;
    this.exitReason = exitReason;
    this.exitCode = EXIT[status];
  }
  status;
  exitReason;
  name = "RunStop";
  exitCode;
};

// src/run/loop.ts
var MAX_SUBTASK_DEPTH = 3;
var NO_TOOL_NUDGE = "[ERROR] You did not use a tool. This run is unattended: nobody will reply to text. Use a tool to make progress, or attempt_completion when the task is done.";
var AgentLoop = class {
  constructor(deps, totals) {
    this.deps = deps;
    this.totals = totals;
    this.#mistakes = new MistakeCounter(deps.policy.limits.consecutive_mistakes);
  }
  deps;
  totals;
  todos = [];
  #mistakes;
  #root;
  /** Runs one agent (the root task or a subtask) until it completes. */
  async run(modeSlug, userMessage, depth = 0) {
    const conversation = {
      mode: this.#mode(modeSlug),
      messages: [{ role: "user", content: userMessage }],
      repetition: new RepetitionTracker(this.deps.policy.limits.identical_calls),
      logged: 0,
      loggedBytes: 0,
      depth
    };
    if (depth === 0) this.#root = conversation;
    return this.#converse(conversation);
  }
  /**
   * Continues the root task's conversation with a new user turn (failed required checks) after it
   * completed, in the mode it ended in, under the same totals and limits.
   */
  async resume(userMessage) {
    if (!this.#root) throw new Error("resume before run");
    this.#root.messages.push({ role: "user", content: userMessage });
    return this.#converse(this.#root);
  }
  async #converse(conversation) {
    const { deps } = this;
    const { repetition, depth } = conversation;
    let { mode, messages } = conversation;
    let { logged, loggedBytes } = conversation;
    const keep = () => Object.assign(conversation, { mode, messages, logged, loggedBytes });
    for (; ; ) {
      this.#stopIfLimit(limitBeforeTurn(this.totals, deps.policy.limits));
      deps.signal.throwIfAborted();
      const available = deps.tools.forMode((t2) => deps.toolAllowed(mode, t2));
      const definitions = available.map(toolDefinition);
      const system = deps.systemPrompt(mode, available);
      this.totals.turns += 1;
      const turn = this.totals.turns;
      messages = this.#fitContext(messages, turn);
      const fresh = messages.slice(logged);
      loggedBytes += fresh.reduce((n, m2) => n + JSON.stringify(m2).length, 0);
      logged = messages.length;
      deps.audit.emit("model.request", {
        turn,
        mode: mode.slug,
        depth,
        message_offset: logged - fresh.length,
        messages: fresh,
        tools: definitions.map((d2) => d2.name),
        request_bytes: system.length + definitionBytes(definitions) + loggedBytes
      });
      const started = performance.now();
      const ask = () => deps.provider.complete(
        { turn, system, messages, tools: definitions, maxOutputTokens: deps.maxOutputTokens },
        deps.signal,
        (e) => deps.audit.emit("model.retry", {
          turn,
          attempt: e.attempt,
          status: e.status ?? null,
          error: e.error,
          delay_ms: e.delayMs
        })
      );
      let response;
      try {
        response = await ask();
      } catch (err) {
        if (!isContextOverflow(err)) throw err;
        const size = messages.reduce((n, m2) => n + messageChars(m2), 0);
        messages = this.#fitContext(messages, turn, Math.floor(size * 0.7));
        response = await ask();
      }
      response = { ...response, toolCalls: response.toolCalls.map(boundArgsDepth) };
      this.#account(response);
      deps.audit.emit("model.response", {
        turn,
        stop_reason: response.stopReason,
        text: response.text,
        tool_calls: response.toolCalls.map((c3) => ({
          id: c3.id,
          name: c3.name,
          args: c3.args,
          ...c3.parseError ? { args_json: c3.rawArgs, parse_error: c3.parseError } : {}
        })),
        usage: {
          input: response.usage.input,
          output: response.usage.output,
          cache_read: response.usage.cacheRead,
          cache_write: response.usage.cacheWrite
        },
        cost_usd: response.costUsd,
        latency_ms: Math.round(performance.now() - started)
      });
      messages.push({ role: "assistant", text: response.text, toolCalls: response.toolCalls });
      this.#stopIfLimit(limitAfterResponse(this.totals, deps.policy.limits));
      if (response.toolCalls.length === 0) {
        this.#mistake("a turn without a tool call");
        messages.push({ role: "user", content: NO_TOOL_NUDGE });
        continue;
      }
      for (const [index, call] of response.toolCalls.entries()) {
        const outcome = await this.#handleCall(call, turn, mode, available, repetition, depth);
        messages.push({
          role: "tool",
          callId: call.id,
          name: call.name,
          output: outcome.output,
          isError: !outcome.ok
        });
        if (outcome.completion !== void 0) {
          for (const skipped of response.toolCalls.slice(index + 1))
            messages.push({
              role: "tool",
              callId: skipped.id,
              name: skipped.name,
              output: "Not run: attempt_completion ended the task first.",
              isError: true
            });
          keep();
          return {
            completion: outcome.completion,
            ...outcome.resultJson !== void 0 ? { resultJson: outcome.resultJson } : {}
          };
        }
        if (outcome.switchedTo) mode = this.#mode(outcome.switchedTo);
      }
    }
  }
  async #handleCall(call, turn, mode, available, repetition, depth) {
    const { deps } = this;
    if (this.totals.tool_calls >= deps.policy.limits.max_tool_calls) {
      this.#stopIfLimit({
        limit: "max_tool_calls",
        value: this.totals.tool_calls,
        max: deps.policy.limits.max_tool_calls
      });
    }
    this.totals.tool_calls += 1;
    const named = resolveCallName(call, deps.tools);
    const resolved = named.ok ? named.call : call;
    deps.audit.emit("tool.call", {
      call_id: call.id,
      turn,
      name: resolved.name,
      ...named.ok && named.requestedName ? { requested_name: named.requestedName } : {},
      args: resolved.args ?? call.rawArgs ?? null
    });
    const reject = (stage, message) => {
      this.totals.rejected += 1;
      deps.audit.emit("tool.rejected", { call_id: call.id, stage, message });
      this.#mistake(`${stage} rejection`);
      return { ok: false, output: message };
    };
    if (!named.ok) return reject("unknown_tool", named.message);
    const validation = await deps.validate(resolved, mode, available, repetition, depth);
    if (!validation.ok) return reject(validation.stage, validation.message);
    const { tool, args } = validation;
    const decision = await deps.authorize(tool, args, mode);
    deps.audit.emit("tool.decision", { call_id: call.id, ...decision });
    if (decision.halt)
      throw new RunStop("halted", "policy_ask", `${call.name}: ${decision.reason} (on_ask: fail)`);
    if (decision.resolved === "deny") {
      this.totals.denied += 1;
      this.#mistake("policy denial");
      const output2 = `Denied by policy (${decision.rule}): ${decision.reason}. Do not retry this; choose an action the policy allows.`;
      repetition.settle(tool.name, args, output2);
      return { ok: false, output: output2 };
    }
    let switchedTo;
    const controls = this.#controls(mode, depth, (slug) => switchedTo = slug);
    const started = performance.now();
    let result;
    try {
      result = await tool.execute(args, { ...deps.toolContext, signal: deps.signal, run: controls });
    } catch (err) {
      if (err instanceof RunStop || deps.signal.aborted) throw err;
      result = { ok: false, output: `Error: ${err.message}` };
    }
    const output = truncateHeadTail(deps.redact(result.output), MAX_TOOL_OUTPUT_BYTES * 2).text;
    for (const attempt of result.network ?? [])
      deps.audit.emit("sandbox.network", { ...attempt, call_id: call.id });
    deps.audit.emit("tool.result", {
      call_id: call.id,
      ok: result.ok,
      duration_ms: Math.round((performance.now() - started) * 1e3) / 1e3,
      output_bytes: Buffer.byteLength(result.output),
      output,
      ...result.sandbox ? { sandbox: result.sandbox } : {}
    });
    repetition.settle(tool.name, args, `${result.ok}
${result.fingerprint ?? output}`);
    if (result.ok) this.#mistakes.reset();
    else this.#mistake(`failed ${call.name}`);
    return { ...result, output, ...switchedTo ? { switchedTo } : {} };
  }
  #controls(mode, depth, onSwitch) {
    const { deps } = this;
    return {
      modeSlug: mode.slug,
      switchMode: (slug, reason) => {
        const target2 = deps.modes.get(slug);
        if (!target2)
          return Promise.reject(
            new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(", ")}`)
          );
        deps.audit.emit("mode.switched", { from: mode.slug, to: slug, reason: reason ?? null });
        onSwitch(slug);
        return Promise.resolve(`Switched to ${target2.name} mode (${slug}).`);
      },
      startSubtask: async (slug, message) => {
        if (!deps.modes.has(slug))
          throw new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(", ")}`);
        if (depth + 1 > MAX_SUBTASK_DEPTH) throw new Error(`subtasks nest at most ${MAX_SUBTASK_DEPTH} deep`);
        deps.audit.emit("subtask.started", { mode: slug, message, depth: depth + 1 });
        const outcome = await this.run(slug, message, depth + 1);
        deps.audit.emit("subtask.finished", { mode: slug, depth: depth + 1, result: outcome.completion });
        return outcome.completion;
      },
      answerFollowup: (question, suggestions) => {
        const rule = deps.policy.followup.answer;
        if (rule === "fail")
          throw new RunStop("halted", "followup_unanswered", `the model asked: ${question}`);
        const answer = rule === "first_suggestion" && suggestions[0] !== void 0 ? suggestions[0] : rule === "first_suggestion" ? "No human is available. State your assumption and continue." : rule;
        deps.audit.emit("followup.answered", { question, suggestions, answer, rule: `followup.answer` });
        return Promise.resolve({ answer });
      },
      setTodos: (todos) => {
        this.todos = todos;
        deps.audit.emit("todo.updated", { todos });
      }
    };
  }
  /** Elides the oldest tool outputs when the conversation outgrows the model's window (rare). */
  #fitContext(messages, turn, budget = this.deps.contextBudgetChars) {
    if (!Number.isFinite(budget) || messages.reduce((n, m2) => n + messageChars(m2), 0) <= budget)
      return messages;
    const fitted = elideOldToolOutputs(messages, budget);
    const size = fitted.messages.reduce((n, m2) => n + messageChars(m2), 0);
    this.deps.audit.emit("context.elided", {
      turn,
      call_ids: fitted.elided,
      budget_chars: budget,
      chars_after: size
    });
    if (size > budget) {
      throw new RunStop(
        "failed",
        "context_window_full",
        `the conversation needs ${size} characters after eliding old tool outputs; the model's window allows about ${budget}`
      );
    }
    return fitted.messages;
  }
  #mode(slug) {
    const mode = this.deps.modes.get(slug);
    if (!mode) throw new RunStop("error", "unknown_mode", `unknown mode "${slug}"`);
    return mode;
  }
  #account(r2) {
    this.totals.input_tokens += r2.usage.input;
    this.totals.output_tokens += r2.usage.output;
    this.totals.cache_read_tokens += r2.usage.cacheRead;
    this.totals.cache_write_tokens += r2.usage.cacheWrite;
    this.totals.cost_usd += r2.costUsd;
  }
  #mistake(what) {
    if (this.#mistakes.record(what))
      throw new RunStop("halted", "consecutive_mistakes", this.#mistakes.describe());
  }
  #stopIfLimit(hit) {
    if (!hit) return;
    this.deps.audit.emit("limit.reached", { ...hit });
    throw new RunStop("limit", hit.limit, `${hit.limit} reached: ${hit.value} of ${hit.max}`);
  }
};
var definitionSizes = /* @__PURE__ */ new WeakMap();
function definitionBytes(definitions) {
  let total = 0;
  for (const d2 of definitions) {
    let size = definitionSizes.get(d2);
    if (size === void 0) {
      size = JSON.stringify(d2).length;
      definitionSizes.set(d2, size);
    }
    total += size;
  }
  return total;
}

// src/run/prepare.ts
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync as existsSync4, mkdirSync as mkdirSync4, readFileSync as readFileSync4, realpathSync } from "node:fs";
import path16 from "node:path";

// src/model/model-ref.ts
function parseModelRef(ref) {
  const at2 = ref.indexOf(":");
  const provider = modelSchema.shape.provider.safeParse(at2 > 0 ? ref.slice(0, at2) : ref);
  const name = at2 > 0 ? ref.slice(at2 + 1) : "";
  if (!provider.success || !name && provider.data !== "script") {
    throw new ConfigError(
      `--model ${JSON.stringify(ref)}: expected PROVIDER:NAME with provider anthropic, openai, openai-compatible or script (e.g. anthropic:claude-sonnet-5)`
    );
  }
  return name ? { provider: provider.data, name } : { provider: provider.data };
}

// src/run/writable.ts
import { accessSync, constants, existsSync as existsSync3, mkdirSync as mkdirSync3 } from "node:fs";
import path15 from "node:path";
var NOT_WRITABLE = /* @__PURE__ */ new Set(["EROFS", "EACCES", "EPERM"]);
function requireWritableDirs(workspace, outDir) {
  const problem = (what, dir, err) => new ConfigError(
    `${what} ${dir} is not writable (${err.code}${err.code === "EROFS" ? ": read-only file system" : ""}); ` + (what === "workspace" ? "nightshift edits and commits there, so mount it writable (the run artifacts can go elsewhere with --out DIR)" : "give a writable directory with --out DIR")
  );
  const readonlyWorkspace = writeError(workspace);
  if (readonlyWorkspace) throw problem("workspace", workspace, readonlyWorkspace);
  try {
    mkdirSync3(outDir, { recursive: true });
  } catch (err) {
    const blocked2 = writeError(nearestExisting(outDir));
    if (blocked2) throw problem("out dir", outDir, blocked2);
    throw err;
  }
  const blocked = writeError(outDir);
  if (blocked) throw problem("out dir", outDir, blocked);
}
function writeError(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return void 0;
  } catch (err) {
    const e = err;
    if (e.code && NOT_WRITABLE.has(e.code)) return e;
    throw err;
  }
}
function nearestExisting(dir) {
  let current = dir;
  while (!existsSync3(current) && path15.dirname(current) !== current) current = path15.dirname(current);
  return current;
}

// src/run/prepare.ts
async function prepareRun(options, env) {
  const cwd = options.cwd ?? process.cwd();
  let task;
  let taskFile;
  let baseDir;
  let scriptTurns;
  let workspace;
  let modeProblem = (message) => new ConfigError(`task: ${message}`);
  let resultCheck;
  let located = (problems) => new ConfigError(problems.map((p2) => `task: ${p2.at.join(".")}: ${p2.message}`).join("\n"));
  if (options.taskFile) {
    const loaded = loadTask(path16.resolve(cwd, options.taskFile), {
      ...options.workspace ? { workspace: path16.resolve(cwd, options.workspace) } : {},
      ...options.inlineTask ? { supplied: options.inlineTask } : {}
    });
    ({ task, taskFile, scriptTurns, workspace } = loaded);
    baseDir = loaded.taskDir;
    modeProblem = (message) => problemsError([loaded.at(["mode"], message)]);
    if (task.output) resultCheck = await compileOutputSchema(task.output.schema, loaded.at);
    located = (problems) => problemsError(problems.map((p2) => loaded.at(p2.at, p2.message)));
  } else if (options.inlineTask) {
    task = taskSchema.parse({ version: 1, ...options.inlineTask });
    baseDir = cwd;
    workspace = realDir(path16.resolve(cwd, options.workspace ?? "."), "workspace");
  } else {
    throw new ConfigError("no task: give a task file or an inline task");
  }
  const policy = options.loadedPolicy ? structuredClone(options.loadedPolicy) : loadPolicy(options.policy ?? task.policy, options.policy ? cwd : baseDir);
  const warnings = [];
  const limits = effectiveLimits(policy.limits, [task.limits, options.limits ?? {}], warnings);
  policy.limits = limits;
  const modes = resolveModes(task.modes, workspace);
  if (!modes.has(task.mode)) {
    throw modeProblem(`mode: unknown mode "${task.mode}"; modes: ${[...modes.keys()].join(", ")}`);
  }
  const model = options.model ? { ...task.model, ...parseModelRef(options.model) } : task.model;
  const checked = await preflight(
    {
      task,
      model,
      branchTemplate: options.prOverrides?.branch ?? task.pr.branch,
      issueRun: options.closesIssue !== void 0,
      maxCostUsd: limits.max_cost_usd,
      workspace,
      env
    },
    { skipModel: options.provider !== void 0 }
  );
  const errors = checked.problems.filter((p2) => p2.severity === "error");
  if (errors.length > 0) throw located(errors);
  const runId = newRunId();
  const outDir = path16.resolve(cwd, options.outDir ?? path16.join(workspace, ".nightshift", "runs", runId));
  requireWritableDirs(workspace, outDir);
  excludeFromGit(workspace, outDir);
  const start = await captureStartState(workspace, realpathSync(outDir));
  await checkStartingPoint(workspace, start, task, options);
  const pushUrl = options.push ? await remoteUrl(workspace, options.push.remote).catch(configError) : void 0;
  const provider = options.provider ?? checked.provider ?? new ScriptProvider(
    scriptTurns ?? needScript(taskFile),
    typeof model.script === "string" ? model.script : "inline"
  );
  return {
    runId,
    task,
    taskFile,
    workspace,
    outDir: realpathSync(outDir),
    policy,
    modes,
    provider,
    warnings,
    start,
    ...pushUrl ? { pushUrl } : {},
    ...resultCheck ? { resultCheck } : {}
  };
}
async function checkStartingPoint(workspace, start, task, options) {
  if (!start.base) return;
  if (task.pr.require_clean_tree && start.dirty.size > 0) {
    const sample = [...start.dirty.keys()].slice(0, 5).join(", ");
    throw new ConfigError(
      `pr.require_clean_tree: the workspace has ${start.dirty.size} uncommitted or untracked path(s) (${sample}); commit, stash or remove them first`
    );
  }
  const template = options.prOverrides?.branch ?? task.pr.branch;
  const on2 = await currentBranch(workspace);
  if (on2 && isRunBranch(on2, template, task.title) && on2 !== (options.prOverrides?.base ?? task.pr.base)) {
    throw new ConfigError(
      `HEAD is on ${on2}, a branch this task delivers to (pr.branch "${template}"), probably left by a previous run; switch to the base branch (git switch <base>) before running again`
    );
  }
}
function configError(err) {
  throw new ConfigError(`push: ${err.message}`);
}
function needScript(taskFile) {
  throw new ConfigError(`${taskFile ?? "task"}: model.provider is script but model.script is missing`);
}
function realDir(dir, what) {
  if (!existsSync4(dir)) throw new ConfigError(`${what}: ${dir} does not exist`);
  return realpathSync(dir);
}
function newRunId() {
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(3).toString("hex")}`;
}
function excludeFromGit(workspace, outDir) {
  const rel = path16.relative(workspace, outDir);
  if (rel.startsWith("..") || path16.isAbsolute(rel)) return;
  const location = locateRepo(workspace);
  if (!location) return;
  const infoDir = path16.join(commonDir(location.gitDir), "info");
  const top = path16.join(workspace, rel.split(path16.sep)[0] ?? rel);
  const entry2 = `/${path16.relative(location.workTree, top).split(path16.sep).join("/")}/`;
  const excludeFile = path16.join(infoDir, "exclude");
  const current = existsSync4(excludeFile) ? readFileSync4(excludeFile, "utf8") : "";
  if (current.split("\n").includes(entry2)) return;
  mkdirSync4(infoDir, { recursive: true });
  appendFileSync(
    excludeFile,
    `${current === "" || current.endsWith("\n") ? "" : "\n"}# nightshift run artifacts
${entry2}
`
  );
}

// src/run/progress.ts
var DEFAULT_HEARTBEAT_MS = 15e3;
var ProgressReporter = class {
  #sink;
  #heartbeatMs;
  #now;
  #calls = /* @__PURE__ */ new Map();
  #turn;
  #busy;
  #timer;
  constructor(sink, options = {}) {
    this.#sink = sink;
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.#now = options.now ?? (() => performance.now());
  }
  observe(type, e) {
    switch (type) {
      case "model.request":
        this.#turn = num(e.turn);
        this.#setBusy(`waiting for the model (turn ${this.#turn})`);
        break;
      case "model.response":
        this.#setBusy(void 0);
        this.#line(turnLine(e), "plain");
        break;
      case "model.retry":
        this.#line(
          `  model request failed (${str(e.status ?? "no status")}: ${firstLine(str(e.error), 80)}); retry ${str(e.attempt)} in ${seconds(num(e.delay_ms))}`,
          "bad"
        );
        break;
      case "tool.call":
        this.#calls.set(str(e.call_id), { name: str(e.name), target: callTarget(e.args) });
        break;
      case "tool.rejected": {
        const call = this.#take(e.call_id);
        this.#line(
          `  ${describe2(call)} \xB7 rejected (${str(e.stage)}): ${firstLine(str(e.message), 100)}`,
          "bad"
        );
        break;
      }
      case "tool.decision": {
        const call = this.#calls.get(str(e.call_id));
        if (!call) break;
        if (e.resolved === "deny") {
          this.#calls.delete(str(e.call_id));
          this.#line(
            `  ${describe2(call)} \xB7 denied (${str(e.rule)}): ${firstLine(str(e.reason), 100)}`,
            "bad"
          );
        } else {
          call.rule = str(e.rule);
          this.#setBusy(`${describe2(call)} still running`);
        }
        break;
      }
      case "tool.result": {
        const call = this.#take(e.call_id);
        this.#setBusy(void 0);
        const outcome = e.ok === true ? "ok" : `failed: ${firstLine(str(e.output), 80)}`;
        this.#line(
          `  ${describe2(call)} \xB7 allowed (${call.rule ?? "?"}) \xB7 ${seconds(num(e.duration_ms))} \xB7 ${outcome}`,
          e.ok === true ? "ok" : "bad"
        );
        break;
      }
      case "mode.switched":
        this.#line(`  mode ${str(e.from)} \u2192 ${str(e.to)}`, "plain");
        break;
      case "subtask.started":
        this.#line(`  subtask in ${str(e.mode)} mode`, "plain");
        break;
      case "subtask.finished":
        this.#line(`  subtask in ${str(e.mode)} mode finished`, "plain");
        break;
      case "run.finished":
        this.close();
        break;
      default:
        break;
    }
  }
  /** Something outside the loop is running (a required check): heartbeats until `busy()`. */
  busy(what) {
    this.#setBusy(what);
  }
  /** Stops the heartbeat; lines after this (delivery) belong to no turn. */
  close() {
    this.#setBusy(void 0);
    this.#turn = void 0;
  }
  #setBusy(what) {
    clearInterval(this.#timer);
    this.#timer = void 0;
    this.#busy = what === void 0 ? void 0 : { what, since: this.#now() };
    if (!this.#busy) return;
    this.#timer = setInterval(() => this.#heartbeat(), this.#heartbeatMs);
    this.#timer.unref();
  }
  #heartbeat() {
    if (!this.#busy) return;
    this.#line(`  \u2026 ${this.#busy.what}: ${seconds(this.#now() - this.#busy.since)}`, "dim");
  }
  #take(id) {
    const call = this.#calls.get(str(id)) ?? { name: "?", target: "" };
    this.#calls.delete(str(id));
    return call;
  }
  #line(text, tone) {
    this.#sink(text, { tone, ...this.#turn !== void 0 ? { turn: this.#turn } : {} });
  }
};
function turnLine(e) {
  const calls = Array.isArray(e.tool_calls) ? e.tool_calls.length : 0;
  const usage = e.usage ?? {};
  const text = firstLine(str(e.text ?? ""), 80);
  return [
    `turn ${str(e.turn)}: ${calls} tool call${calls === 1 ? "" : "s"}`,
    `${str(usage.input ?? 0)} in / ${str(usage.output ?? 0)} out tokens`,
    `$${num(e.cost_usd).toFixed(4)}`,
    seconds(num(e.latency_ms)),
    ...text ? [`"${text}"`] : []
  ].join(" \xB7 ");
}
function callTarget(args) {
  const text = target(args);
  return text === "{}" || text === "null" ? "" : firstLine(text, 60);
}
var describe2 = (c3) => c3.target ? `${c3.name} ${c3.target}` : c3.name;
var num = (v2) => typeof v2 === "number" ? v2 : 0;
var str = (v2) => typeof v2 === "string" ? v2 : JSON.stringify(v2) ?? "";
var seconds = (ms2) => ms2 < 1e3 ? `${Math.round(ms2)}ms` : `${(ms2 / 1e3).toFixed(1)}s`;
function firstLine(text, max) {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}

// src/run/run-task.ts
async function runTask(options) {
  const startedAt = Date.now();
  const env = options.env ?? launchEnvironment();
  const progress = options.progress ?? (() => void 0);
  const prepared = await prepareRun(options, env);
  const { runId, task, workspace, outDir, policy, provider } = prepared;
  for (const w2 of prepared.warnings) progress(`warning: ${w2}`);
  const sandbox = await createSandbox({
    setting: policy.sandbox,
    workspace,
    protectedFiles: protectedPaths(policy, { outDir, taskFile: prepared.taskFile }).entries.map(
      (e) => e.path
    ),
    outDir,
    sourceEnv: env,
    envPass: policy.envPass,
    networkAllow: policy.network.allow,
    ownEnvironScrubbed: ownEnvironScrubbed()
  });
  const reporter = options.progress ? new ProgressReporter(options.progress, {
    ...options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}
  }) : void 0;
  const redactor = new Redactor();
  redactor.addFromEnv(env);
  for (const s of options.secrets ?? []) redactor.addSecret(s);
  const auditLog = path17.join(outDir, "audit.jsonl");
  const auditFailed = new AbortController();
  let audit;
  try {
    audit = openAudit(auditLog, {
      runId,
      redactor,
      onLine: (line, type, payload) => {
        reporter?.observe(type, payload);
        options.onEvent?.(line, type);
      },
      onWriteError: (err) => auditFailed.abort(err)
    });
  } catch (err) {
    await sandbox.close();
    throw err;
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error("timeout")), policy.limits.timeout);
  const signal = AbortSignal.any([
    ...options.signal ? [options.signal] : [],
    timeout.signal,
    auditFailed.signal
  ]);
  const baseCommit = prepared.start.base;
  emitUnlessFailed(audit, "run.started", {
    title: task.title,
    task_file: prepared.taskFile ?? null,
    prompt_sha256: sha256(task.prompt),
    mode: task.mode,
    model: provider.id,
    policy: { source: policy.source, sha256: policy.sha256, files: policy.files },
    limits: policy.limits,
    workspace,
    out_dir: outDir,
    git_base: baseCommit,
    dirty: dirtySummary(prepared.start),
    sandbox: sandbox.report(),
    nightshift_version: VERSION
  });
  progress(`nightshift ${VERSION}: ${task.title}`);
  progress(`  run ${runId} \xB7 model ${provider.id} \xB7 policy ${policy.source} \xB7 mode ${task.mode}`);
  progress(`  ${describeSandbox(sandbox.report())}`);
  let wiring;
  let loop;
  let status = "completed";
  let exitReason = "completed";
  let exitCode = EXIT.completed;
  let completion;
  let checks;
  let resultJson;
  let detail;
  let delivery = { pr: { operation: "none" } };
  let result;
  let sandboxClosed;
  const finish = () => {
    if (result) return result;
    clearTimeout(timer);
    reporter?.close();
    for (const attempt of sandbox.takeNetworkEvents())
      emitUnlessFailed(audit, "sandbox.network", { ...attempt });
    const network = sandbox.networkCounts();
    sandboxClosed = sandbox.close();
    const loopTotals = loop?.totals ?? emptyTotals();
    const totals = {
      ...loopTotals,
      cost_usd: Math.round(loopTotals.cost_usd * 1e6) / 1e6,
      duration_ms: Date.now() - startedAt
    };
    emitUnlessFailed(audit, "run.finished", {
      status,
      exit_reason: exitReason,
      exit_code: exitCode,
      ...detail ? { detail } : {},
      totals,
      pr: delivery.pr,
      ...delivery.branch ? { branch: delivery.branch } : {},
      ...resultJson !== void 0 ? { result_json: resultJson } : {},
      sandbox: {
        backend: sandbox.backend,
        ...network ? { network_allowed: network.allowed, network_denied: network.denied } : {}
      }
    });
    audit.close();
    if (audit.failed && exitReason !== "audit_write_failed") {
      ({ status, exitReason, exitCode, detail } = auditFailure(audit.failed));
      progress(`  ${status}: ${detail}`);
    }
    const summaryMarkdown = summarize(auditLog, redactor);
    try {
      writeFileSync5(path17.join(outDir, "summary.md"), summaryMarkdown);
    } catch (err) {
      progress(`  warning: summary.md not written: ${err.message}`);
    }
    result = {
      runId,
      status,
      exitReason,
      exitCode,
      auditLog,
      auditHead: audit.chainHead,
      outDir,
      ...completion !== void 0 ? { completion } : {},
      ...resultJson !== void 0 ? { resultJson } : {},
      todos: loop?.todos ?? [],
      totals,
      ...delivery.branch ? { branch: delivery.branch } : {},
      ...delivery.commit ? { commit: delivery.commit } : {},
      pr: delivery.pr,
      summaryMarkdown,
      ...detail ? { detail } : {}
    };
    return result;
  };
  const abandoned = new Promise((resolve) => {
    const onAbandon = () => {
      if (!result) {
        ({ status, exitReason, exitCode } = CANCELLED);
        detail = "a second signal ended the run before its cleanup finished";
      }
      resolve(finish());
    };
    if (options.abandon?.aborted) onAbandon();
    else options.abandon?.addEventListener("abort", onAbandon, { once: true });
  });
  const checksContext = {
    prepared,
    audit,
    sandbox,
    signal,
    redact: (text) => redactor.redact(text),
    redactor,
    progress,
    busy: (what) => reporter?.busy(what)
  };
  const startMode = prepared.modes.get(task.mode);
  const work = async () => {
    const stopped = (err) => classify(err, options.signal, timeout.signal, audit, policy.limits.timeout);
    let inChecks = false;
    try {
      if (audit.failed) throw audit.failed;
      wiring = await buildLoopDeps(prepared, { env, redactor, audit, signal, sandbox });
      loop = new AgentLoop(wiring.deps, emptyTotals());
      let outcome = await loop.run(task.mode, wiring.firstMessage);
      completion = outcome.completion;
      reporter?.close();
      progress(`  completed: ${firstLine2(completion)}`, { tone: "ok" });
      if (options.deliver !== false) {
        const root = loop;
        inChecks = true;
        const repaired = await repairUntilChecksPass({
          ...checksContext,
          resume: (message) => root.resume(message)
        });
        checks = repaired?.checks;
        outcome = repaired?.outcome ?? outcome;
        completion = outcome.completion;
      }
      if (outcome.resultJson !== void 0) {
        resultJson = redactor.redactDeep(outcome.resultJson);
        writeFileSync5(path17.join(outDir, "result.json"), `${JSON.stringify(resultJson, null, 2)}
`);
      }
    } catch (err) {
      ({ status, exitReason, exitCode, detail } = stopped(err));
      reporter?.close();
      if (inChecks && signal.aborted) detail = `${detail ?? exitReason} during the required checks`;
      progress(`  ${status}: ${detail ?? exitReason}`, { tone: "bad" });
    } finally {
      clearTimeout(timer);
      await wiring?.close();
    }
    if (options.deliver === false && !audit.failed) {
      emitUnlessFailed(audit, "pr.none", {
        reason: "delivery is off (replay): nothing committed, pushed or opened"
      });
    } else if (status !== "cancelled" && !audit.failed) {
      try {
        delivery = await deliver({
          ...checksContext,
          options,
          status,
          completion,
          todos: loop?.todos ?? [],
          totals: loop?.totals ?? emptyTotals(),
          ...checks ? { checks } : {}
        });
        if (delivery.refused) {
          const halted = delivery.refusedReason === "git_dir_changed";
          status = halted ? "halted" : "failed";
          exitReason = delivery.refusedReason ?? "pr_limits";
          exitCode = halted ? EXIT.halted : EXIT.failed;
          detail = delivery.refused;
        } else if (delivery.checksFailed && status === "completed") {
          status = "failed";
          exitReason = "checks_failed";
          exitCode = EXIT.failed;
        } else if (delivery.nothingChanged && status === "completed" && startMode && asksForChanges(startMode)) {
          exitReason = "no_changes";
          detail = "the run completed without changing any file";
          progress(`  ${detail}`);
        }
      } catch (err) {
        if (signal.aborted) {
          ({ status, exitReason, exitCode, detail } = stopped(err));
          detail = `${detail ?? exitReason} during delivery`;
          progress(`  ${detail}`);
        } else {
          status = "error";
          exitReason = "delivery_failed";
          exitCode = EXIT.error;
          detail = redactor.redact(err.message);
          progress(`  delivery failed: ${detail}`);
        }
      }
    }
    const done = finish();
    await sandboxClosed;
    return done;
  };
  return Promise.race([work(), abandoned]);
}
var CANCELLED = { status: "cancelled", exitReason: "cancelled", exitCode: EXIT.cancelled };
function classify(err, cancel, timeout, audit, timeoutMs) {
  if (audit.failed) return auditFailure(audit.failed);
  if (err instanceof ConfigError) {
    return { status: "error", exitReason: "config_error", exitCode: EXIT.config, detail: err.message };
  }
  if (err instanceof RunStop)
    return { status: err.status, exitReason: err.exitReason, exitCode: err.exitCode, detail: err.message };
  if (cancel?.aborted) return { ...CANCELLED };
  if (timeout.aborted) {
    audit.emit("limit.reached", { limit: "timeout", value: timeoutMs, max: timeoutMs });
    return {
      status: "limit",
      exitReason: "timeout",
      exitCode: EXIT.limit,
      detail: `timeout of ${timeoutMs} ms reached`
    };
  }
  if (err instanceof ScriptExhaustedError) {
    return { status: "failed", exitReason: "script_exhausted", exitCode: EXIT.failed, detail: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { status: "error", exitReason: "model_error", exitCode: EXIT.error, detail: message };
}
function auditFailure(err) {
  return { status: "error", exitReason: "audit_write_failed", exitCode: EXIT.error, detail: err.message };
}
function emitUnlessFailed(audit, ...[type, payload]) {
  try {
    audit.emit(type, payload);
  } catch (err) {
    if (!(err instanceof AuditWriteError)) throw err;
  }
}
function openAudit(file, options) {
  try {
    return AuditWriter.open(file, options);
  } catch (err) {
    if (err.cause?.code === "EEXIST")
      throw new ConfigError(err.message);
    throw err;
  }
}
function summarize(auditLog, redactor) {
  try {
    return redactor.redact(formatSummaryMarkdown(summarizeAudit(readAuditLog(auditLog))));
  } catch (err) {
    return `# nightshift run

The summary could not be built: ${redactor.redact(err.message)}
See ${auditLog}.
`;
  }
}
function describeSandbox(r2) {
  if (r2.backend === "none")
    return `warning: no sandbox: commands run with nightshift's own rights (${r2.reason ?? "sandbox: none"})`;
  return `sandbox ${r2.backend}: network ${r2.protections.network}, only the workspace writable`;
}
var sha256 = (text) => createHash3("sha256").update(text).digest("hex");
var firstLine2 = (s) => s.split("\n")[0] ?? "";

// src/run/signals.ts
function cancelOnSignals(onSecond = () => process.exit(130)) {
  const cancel = new AbortController();
  const abandon = new AbortController();
  const onSignal = (name) => {
    if (cancel.signal.aborted) {
      if (abandon.signal.aborted) return;
      killLiveGroups();
      abandon.abort(new Error(`abandoned at a second ${name}`));
      onSecond();
      return;
    }
    process.stderr.write(`
nightshift: ${name} received, cancelling (again to exit now)
`);
    cancel.abort(new Error(`cancelled by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: cancel.signal,
    abandon: abandon.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

export {
  ScriptProvider,
  locateRepo,
  currentBranch,
  withPermissionHint,
  switchBackAfterRun,
  runTask,
  cancelOnSignals
};

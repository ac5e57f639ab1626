import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-2CCWB4ZT.js";
import {
  at,
  decodeText,
  excerpt,
  fail,
  isBinary,
  jsonPointerOffset,
  lineAndColumn,
  lineText,
  misconfigured,
  parseJson,
  pass,
  toLines
} from "./chunk-VFQPB5V3.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  RE2JS
} from "./chunk-ZI6GMJDV.js";
import {
  __commonJS,
  __toESM
} from "./chunk-NHBQDVUQ.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix4 = POSIX_REGEX_SOURCE[rest2];
                if (posix4) {
                  prev.value = pre + posix4;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix4 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix4 });
        const result = { glob: glob2, state, regex, posix: posix4, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix4 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix4 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix4);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix4 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix4 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/subject/glob-bound.ts
var MAX_SEGMENT_WILDCARDS = 3;
function globProblem(glob2) {
  for (const segment of glob2.split("/")) {
    if (segment === "**") continue;
    const wildcards = (segment.replace(/\\./g, "").match(/\*|[+@!?]\(/g) ?? []).filter((w) => w !== "?(" && w !== "@(" && w !== "!(").length;
    if (wildcards > MAX_SEGMENT_WILDCARDS) {
      return `"${segment}" holds ${wildcards} wildcards in one path segment; at most ${MAX_SEGMENT_WILDCARDS} are allowed, as more can take exponential time to match`;
    }
  }
  return void 0;
}

// src/checks/define.ts
var ScopeSchema = external_exports.enum(["tree", "changed", "added"]);
var glob = external_exports.string().min(1).superRefine((g, ctx) => {
  const problem = globProblem(g);
  if (problem !== void 0) ctx.addIssue({ code: "custom", message: problem });
});
var globs = external_exports.union([glob, external_exports.array(glob).min(1)]);
var commonShape = {
  id: external_exports.string().min(1).optional(),
  file: external_exports.string().min(1).optional(),
  files: globs.optional(),
  scope: ScopeSchema.optional(),
  message: external_exports.string().optional(),
  // Spec §7: a glob that matches nothing is a typo until the config says otherwise.
  allow_empty: external_exports.boolean().optional()
};
function defineCheck(def) {
  const schema = external_exports.strictObject({ kind: external_exports.literal(def.kind), ...commonShape, ...def.shape }).refine((s) => !(s["file"] !== void 0 && s["files"] !== void 0), {
    message: "give either `file` or `files`, not both",
    path: ["files"]
  }).describe(def.description);
  return {
    kind: def.kind,
    aliases: def.aliases ?? [],
    schema,
    defaultScope: def.defaultScope,
    appliesToText: def.appliesToText,
    run: (spec, ctx) => def.run({ ...spec, scope: spec.scope ?? def.defaultScope }, ctx)
  };
}

// src/checks/pattern.ts
var FLAG_BITS = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  // RE2 matches by code point already; `u` asks for nothing more.
  u: 0
};
function compileRe2(pattern, flags) {
  let bits = 0;
  for (const f of flags) bits |= FLAG_BITS[f] ?? 0;
  return RE2JS.compile(pattern, bits);
}
function patternError(pattern, flags = "") {
  try {
    compileRe2(pattern, flags);
    return void 0;
  } catch (e) {
    const why = errorMessage(e);
    return /lookahead|lookbehind|backreference|\(\?[=!<]|\\[1-9]/i.test(`${why} ${pattern}`) ? `${why} (patterns run on RE2 semantics, in linear time: look-arounds and back-references are not supported)` : why;
  }
}
var patternShape = {
  // Checked when the config or input is read, so a bad pattern is the author's error (exit 4),
  // not a failed check the worker is told to fix.
  pattern: external_exports.string().min(1).superRefine((pattern, ctx) => {
    const error = patternError(pattern);
    if (error !== void 0) ctx.addIssue({ code: "custom", message: `not a valid regular expression: ${error}` });
  }),
  flags: external_exports.string().regex(/^[imsu]*$/, "flags may only contain i, m, s and u").optional()
};
function compilePattern(pattern, flags = "") {
  const re = compileRe2(pattern, flags);
  return {
    test: (text) => re.test(text),
    // The matcher is slower than test(): asked only where test() found a match.
    indexIn: (text) => {
      if (!re.test(text)) return -1;
      const m = re.matcher(text);
      return m.find() ? m.start() : -1;
    }
  };
}
function trustedPattern(re) {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  return {
    test: (text) => {
      global.lastIndex = 0;
      return global.test(text);
    },
    indexIn: (text) => {
      global.lastIndex = 0;
      return global.exec(text)?.index ?? -1;
    }
  };
}
function matchingLines(file, re, wholeFile) {
  if (file.binary) return [];
  const hits = [];
  for (const line2 of file.lines) {
    if (re.test(line2.text)) hits.push(line2);
  }
  if (hits.length > 0 || !wholeFile) return hits;
  const index = re.indexIn(file.text);
  if (index < 0) return [];
  const n = file.text.slice(0, index).split("\n").length;
  const line = file.lines[n - 1];
  return line ? [line] : [];
}

// src/checks/contains.ts
var contains = defineCheck({
  kind: "contains",
  shape: patternShape,
  defaultScope: "tree",
  appliesToText: true,
  description: "Every selected file holds text matching the pattern.",
  async run(spec, ctx) {
    const re = compilePattern(spec.pattern, spec.flags);
    const shown = `/${spec.pattern}/${spec.flags ?? ""}`;
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) {
      return fail(`no file selected by ${describeTarget(spec)}`, spec.message ?? `Add a file that contains ${shown}`);
    }
    const found = files.map((f) => ({ path: f.path, hit: matchingLines(f, re, spec.scope !== "added")[0] }));
    const missing = found.filter((f) => !f.hit).map((f) => f.path);
    if (missing.length > 0) {
      return fail(`${shown} not found in ${missing.join(", ")}`, spec.message ?? `Make ${missing.join(", ")} contain ${shown}`);
    }
    const first = found[0];
    const hit = first.hit;
    return pass(`${at(first.path, hit.n)}: ${excerpt(hit.text)}`, { path: first.path, line: hit.n, quote: hit.text });
  }
});
function describeTarget(spec) {
  if (spec.file !== void 0) return spec.file;
  if (spec.files !== void 0) return typeof spec.files === "string" ? spec.files : spec.files.join(", ");
  return "the target";
}

// src/checks/not-contains.ts
var notContains = defineCheck({
  kind: "not-contains",
  shape: patternShape,
  defaultScope: "changed",
  appliesToText: true,
  description: "No selected file (or, with scope: added, no added line) matches the pattern.",
  async run(spec, ctx) {
    const re = compilePattern(spec.pattern, spec.flags);
    const shown = `/${spec.pattern}/${spec.flags ?? ""}`;
    const files = await ctx.select(spec, spec.scope);
    const hits = files.flatMap((f) => matchingLines(f, re, spec.scope !== "added").map((l) => ({ path: f.path, line: l })));
    if (hits.length === 0) return pass(`${shown} not found in ${files.length} file(s) (${spec.scope})`);
    const first = hits[0];
    const more = hits.length > 1 ? ` (and ${hits.length - 1} more)` : "";
    return fail(
      `${at(first.path, first.line.n)}: ${excerpt(first.line.text)}${more}`,
      spec.message ?? `Remove text matching ${shown} from ${at(first.path, first.line.n)}${more}`,
      { path: first.path, line: first.line.n, quote: first.line.text }
    );
  }
});

// src/checks/min-bytes.ts
var minBytes = defineCheck({
  kind: "min-bytes",
  aliases: ["minBytes"],
  shape: { bytes: external_exports.number().int().min(0) },
  defaultScope: "tree",
  appliesToText: true,
  description: "Every selected file is at least `bytes` long.",
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) {
      return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)} with at least ${spec.bytes} bytes`);
    }
    const short = files.filter((f) => f.bytes < spec.bytes);
    if (short.length > 0) {
      const list2 = short.map((f) => `${f.path}: ${f.bytes} bytes`).join(", ");
      return fail(`${list2} (need ${spec.bytes})`, spec.message ?? `Grow ${short.map((f) => f.path).join(", ")} to at least ${spec.bytes} bytes`);
    }
    return pass(files.map((f) => `${f.path}: ${f.bytes} bytes`).join(", ") + ` (\u2265 ${spec.bytes})`);
  }
});

// src/checks/no-placeholders.ts
var PLACEHOLDER = trustedPattern(/\b(?:TODO|FIXME|XXX)\b|\bplaceholder\b(?!\s*=)/g);
var WORDS = ["TODO", "FIXME", "XXX", "placeholder"];
var mayHold = (text) => WORDS.some((w) => text.includes(w));
var noPlaceholders = defineCheck({
  kind: "no-placeholders",
  shape: {},
  defaultScope: "changed",
  appliesToText: true,
  description: 'No TODO, FIXME, XXX or "placeholder" left in the selected files.',
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    const hits = files.flatMap((f) => (mayHold(f.text) ? matchingLines(f, PLACEHOLDER, false) : []).map((l) => ({ path: f.path, line: l })));
    if (hits.length === 0) return pass(`no placeholders in ${files.length} file(s)`);
    const first = hits[0];
    const list2 = hits.slice(0, 5).map((h) => at(h.path, h.line.n)).join(", ");
    const more = hits.length > 5 ? ` and ${hits.length - 5} more` : "";
    return fail(
      `${at(first.path, first.line.n)}: ${excerpt(first.line.text)}${hits.length > 1 ? ` (${hits.length} in all)` : ""}`,
      spec.message ?? `Finish or remove the placeholders at ${list2}${more}`,
      { path: first.path, line: first.line.n, quote: first.line.text }
    );
  }
});

// src/subject/sections.ts
var LEADING_MARKER = /^(?:<!--|\/\/+|\/\*+|--+|#+|\*+)/;
var TRAILING_MARKER = /(?:-->|\*\/)$/;
function sectionTitle(line) {
  let t = line.trim();
  for (let prev = ""; prev !== t; ) {
    prev = t;
    t = t.replace(LEADING_MARKER, "").replace(TRAILING_MARKER, "").replace(/^[\s:]+|[\s:]+$/g, "");
  }
  return t.toLowerCase();
}
function findSection(lines, name) {
  const wanted = name.trim().toLowerCase();
  return lines.find((l) => sectionTitle(l.text).startsWith(wanted));
}

// src/checks/required-sections.ts
var requiredSections = defineCheck({
  kind: "required-sections",
  shape: { sections: external_exports.array(external_exports.string().min(1)).min(1) },
  defaultScope: "tree",
  appliesToText: true,
  description: "Each selected file has a line opening each named section (heading or comment).",
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    if (files.length === 0) {
      return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)} with sections ${spec.sections.join(", ")}`);
    }
    const found = [];
    const missing = [];
    for (const f of files) {
      for (const name of spec.sections) {
        const line = findSection(f.lines, name);
        if (line) found.push(`${name} at ${at(f.path, line.n)}`);
        else missing.push(files.length > 1 ? `${name} (${f.path})` : name);
      }
    }
    if (missing.length > 0) {
      const where = files.length === 1 ? ` in ${files[0].path}` : "";
      return fail(
        `missing section(s)${where}: ${missing.join(", ")}${found.length ? `; found ${found.join(", ")}` : ""}`,
        spec.message ?? `Add section(s) ${missing.join(", ")}${where}`
      );
    }
    return pass(`found ${found.join(", ")}`);
  }
});

// src/checks/json-valid.ts
var jsonValid = defineCheck({
  kind: "json-valid",
  shape: {},
  defaultScope: "changed",
  appliesToText: true,
  description: "Every selected file is valid JSON (RFC 8259).",
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const parsed = parseJson(f.text);
      if (!parsed.ok) {
        const quote = lineText(f.text, parsed.line);
        return fail(
          `${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`,
          spec.message ?? `Fix the JSON syntax in ${at(f.path, parsed.line)} (column ${parsed.column})`,
          { path: f.path, line: parsed.line, quote }
        );
      }
    }
    return pass(files.length === 1 ? `${files[0].path}: valid JSON` : `${files.length} file(s): valid JSON`);
  }
});

// src/checks/sniff.ts
import { posix } from "node:path";
var nonempty = (f) => f.text.trim() !== "" || f.binary && f.bytes > 0 ? pass(`${f.path}: ${f.bytes} bytes, not empty`) : fail(`${f.path}: empty`, `Put the content into ${f.path}`);
var jsonValid2 = (f) => {
  const parsed = parseJson(f.text);
  return parsed.ok ? pass(`${f.path}: valid JSON`) : fail(`${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`, `Fix the JSON syntax in ${at(f.path, parsed.line)}`);
};
var HTML_PARTS = [
  ["<!DOCTYPE html>", /<!doctype\s+html\b/i],
  ["<html>", /<html[\s>]/i],
  ["<head>", /<head[\s>]/i],
  ["<body>", /<body[\s>]/i],
  ["</body>", /<\/body\s*>/i],
  ["</html>", /<\/html\s*>/i]
];
var htmlComplete = (f) => {
  const missing = HTML_PARTS.filter(([, re]) => !re.test(f.text)).map(([name]) => name);
  return missing.length === 0 ? pass(`${f.path}: complete HTML document (doctype, html, head, body, closed)`) : fail(`${f.path}: not a complete HTML document, missing ${missing.join(", ")}`, `Make ${f.path} a complete HTML document (add ${missing.join(", ")})`);
};
var GAME_PARTS = [
  ["a <canvas> or game element", /<canvas[\s>]|getContext\(|id=["'](?:game|board|stage)/i],
  ["a script", /<script[\s>]/i],
  ["a game loop (requestAnimationFrame or setInterval)", /requestAnimationFrame|setInterval\(/],
  ["input handling (key, pointer or touch events)", /addEventListener\(\s*["'](?:key|pointer|mouse|touch|click)|on(?:key|mouse|click|touch)\w*\s*=/i]
];
var MAX_SCRIPTS = 64;
var SCRIPT_SRC = /<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
var MODULE_IMPORT = /(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]+\s*from\s*|\bimport\s*\(\s*)["']([^"'\n]+)["']/g;
function localPath(from, url) {
  const clean = url.trim().replace(/[?#].*$/, "");
  if (clean === "" || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(clean)) return void 0;
  const joined = clean.startsWith("/") ? clean.slice(1) : posix.join(posix.dirname(from), clean);
  const normal = posix.normalize(joined);
  return normal.startsWith("../") || normal === ".." ? void 0 : normal;
}
async function pageScripts(page, ctx) {
  const queue = [];
  for (const m of page.text.matchAll(SCRIPT_SRC)) {
    const p = localPath(page.path, m[1] ?? m[2] ?? m[3] ?? "");
    if (p !== void 0) queue.push(p);
  }
  const seen = /* @__PURE__ */ new Set();
  const read = [];
  const missing = [];
  while (queue.length > 0 && seen.size < MAX_SCRIPTS) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const f = await ctx.read(path);
    if (f === void 0) {
      missing.push(path);
      continue;
    }
    read.push(f);
    for (const m of f.text.matchAll(MODULE_IMPORT)) {
      const p = localPath(f.path, m[1] ?? "");
      if (p !== void 0 && !seen.has(p)) queue.push(p);
    }
  }
  return { read, missing };
}
var htmlGame = (f, scripts) => {
  const base = htmlComplete(f);
  const sources = [f, ...scripts.read];
  const missing = GAME_PARTS.filter(([, re]) => !sources.some((s) => re.test(s.text))).map(([name]) => name);
  const absent = scripts.missing.length > 0 ? `loads ${scripts.missing.join(", ")}, not in the tree` : void 0;
  const lacks = [...absent ? [absent] : [], ...missing.length > 0 ? [`lacks ${missing.join(", ")}`] : []];
  if (!base.passed && lacks.length > 0) return fail(`${base.evidence}; also ${lacks.join("; ")}`, base.fix ?? "");
  if (!base.passed) return base;
  const read = scripts.read.length > 0 ? ` with ${scripts.read.map((s) => s.path).join(", ")}` : "";
  if (lacks.length === 0) return pass(`${f.path}${read}: HTML game (canvas, script, loop, input handling)`);
  const fixes = [...absent ? [`add ${scripts.missing.join(", ")} or fix the <script src>`] : [], ...missing.length > 0 ? [`give it ${missing.join(", ")}`] : []];
  return fail(`${f.path}${read}: no playable game, ${lacks.join("; ")}`, `In ${f.path} and its scripts: ${fixes.join("; ")}`);
};
var sniffers = { nonempty, "json-valid": jsonValid2, "html-complete": htmlComplete };
async function sniffOne(kind, f, ctx) {
  if (f.binary && kind !== "nonempty") return fail(`${f.path}: binary file`, `${f.path} must be text`);
  return kind === "html-game" ? htmlGame(f, await pageScripts(f, ctx)) : sniffers[kind](f);
}
var sniff = defineCheck({
  kind: "sniff",
  shape: { sniff: external_exports.enum(["html-complete", "html-game", "nonempty", "json-valid"]) },
  defaultScope: "tree",
  appliesToText: true,
  description: "Every selected file looks like what it should be: html-complete, html-game (loop and input may sit in any local script the page loads), nonempty or json-valid.",
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)}`);
    const outcomes = [];
    for (const f of files) outcomes.push(await sniffOne(spec.sniff, f, ctx));
    const failed = outcomes.find((o) => !o.passed);
    if (failed) return spec.message ? { ...failed, fix: spec.message } : failed;
    return pass(outcomes.map((o) => o.evidence).join("; "));
  }
});

// src/subject/output.ts
var OUTPUT_PATH = "output";
function outputSubject(output) {
  const bytes = new TextEncoder().encode(output);
  const lineNumbers = toLines(output).map((l) => l.n);
  return {
    files: [
      {
        path: OUTPUT_PATH,
        status: "added",
        additions: lineNumbers.length,
        deletions: 0,
        binary: false,
        addedLines: lineNumbers,
        commentableLines: lineNumbers
      }
    ],
    head: {
      listTree: async () => [OUTPUT_PATH],
      read: async (path) => path === OUTPUT_PATH ? bytes : void 0
    },
    isIgnored: () => false
  };
}

// src/checks/syntax.ts
var MAX_LISTED = 5;
var list = (paths) => paths.length > MAX_LISTED ? `${paths.slice(0, MAX_LISTED).join(", ")} and ${paths.length - MAX_LISTED} more` : paths.join(", ");
var syntax = defineCheck({
  kind: "syntax",
  shape: { language: external_exports.string().min(1).optional() },
  defaultScope: "changed",
  appliesToText: true,
  description: "Every selected source file parses in its language (from `language`, else its extension or #! line), with tree-sitter. With `language` set, a text that does not parse as a whole but holds fenced code blocks passes when each block parses in its fence language. Whole files are parsed whatever the scope.",
  async run(spec, ctx) {
    const { SyntaxPool } = await import("./syntax-pool-RBTXBNUH.js");
    const reads = await ctx.selectEach(spec, spec.scope);
    const pool = new SyntaxPool();
    const verdicts = reads.map(
      (read) => read.then(
        (f) => f === void 0 || f.binary ? void 0 : pool.judge({
          file: f,
          options: {
            language: spec.language,
            // The worker output has no extension to go by, and a file named by exact path was asked for.
            mustCheck: f.path === OUTPUT_PATH || spec.file !== void 0,
            emptyFails: f.path === OUTPUT_PATH,
            message: spec.message
          }
        })
      )
    );
    for (const v of verdicts) v.catch(() => void 0);
    const parsed = [];
    const languages = [];
    const skipped = [];
    try {
      const files = await Promise.all(reads);
      for (const [i, f] of files.entries()) {
        const verdict = await verdicts[i];
        if (f === void 0 || verdict === void 0) continue;
        if (verdict.kind === "failed") return verdict.outcome;
        if (verdict.kind === "skipped") skipped.push(f.path);
        else {
          parsed.push(verdict.evidence);
          languages.push(...verdict.languages);
        }
      }
    } finally {
      await pool.close();
    }
    const skippedNote = skipped.length > 0 ? `; not checked, no known language: ${list(skipped)}` : "";
    if (parsed.length === 0) return pass(`no source file in a known language to parse${skippedNote}`);
    if (parsed.length <= 3) return pass(`${parsed.join("; ")}${skippedNote}`);
    const counts2 = /* @__PURE__ */ new Map();
    for (const l of languages) counts2.set(l, (counts2.get(l) ?? 0) + 1);
    return pass(`${parsed.length} files parse (${[...counts2].map(([l, n]) => `${l} ${n}`).join(", ")})${skippedNote}`);
  }
});

// src/checks/json-schema.ts
var additionalProperty = (e) => e.keyword === "additionalProperties" ? String(e.params.additionalProperty) : void 0;
var describeViolation = (e) => {
  const extra = additionalProperty(e);
  return `${e.instancePath || "(root)"}: ${e.message ?? e.keyword}${extra === void 0 ? "" : ` (${extra})`}`;
};
function violationLine(text, e) {
  const extra = additionalProperty(e);
  const pointer = extra === void 0 ? e.instancePath : `${e.instancePath}/${extra.replace(/~/g, "~0").replace(/\//g, "~1")}`;
  const offset = jsonPointerOffset(text, pointer) ?? jsonPointerOffset(text, e.instancePath);
  return offset === void 0 ? void 0 : lineAndColumn(text, offset).line;
}
async function loadSchema(ref, ctx) {
  if (typeof ref !== "string") return ref;
  const file = await ctx.readTrusted(ref);
  if (!file) return `schema ${ref} not found at the base commit: files the config names are read where the config came from, never from the change under review`;
  if (file.unreadable) return `schema ${ref}: ${file.unreadable.reason}`;
  const parsed = parseJson(file.text);
  if (!parsed.ok) return `schema ${at(ref, parsed.line)}: invalid JSON: ${parsed.message}`;
  return parsed.value;
}
var jsonSchema = defineCheck({
  kind: "json-schema",
  shape: { schema: external_exports.union([external_exports.string().min(1), external_exports.record(external_exports.string(), external_exports.unknown()), external_exports.boolean()]) },
  defaultScope: "changed",
  appliesToText: true,
  description: "Every selected file is JSON that validates against `schema` (a path, read from the base commit, where the config comes from; or an inline schema).",
  async run(spec, ctx) {
    const schema = await loadSchema(spec.schema, ctx);
    if (typeof schema === "string") return misconfigured(schema, "Commit the schema to the base branch first, or fix the path the json-schema check points at");
    const { compileSchema } = await import("./json-schema-compile-FLDSSZYS.js");
    let validate;
    try {
      validate = compileSchema(schema);
    } catch (e) {
      return misconfigured(`the JSON Schema does not compile: ${errorMessage(e)}`, "Fix the JSON Schema");
    }
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const parsed = parseJson(f.text);
      if (!parsed.ok) {
        return fail(
          `${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`,
          spec.message ?? `Fix the JSON syntax in ${at(f.path, parsed.line)}`,
          { path: f.path, line: parsed.line, quote: lineText(f.text, parsed.line) }
        );
      }
      if (!validate(parsed.value)) {
        const found = (validate.errors ?? []).map((e) => ({ e, line: violationLine(f.text, e) })).sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
        const violations = found.map(({ e, line }) => `${describeViolation(e)}${line === void 0 ? "" : ` (line ${line})`}`);
        const first = found[0]?.line ?? 1;
        return fail(
          `${f.path}: ${violations.length} schema violation(s): ${violations.slice(0, 10).join("; ")}${violations.length > 10 ? "; \u2026" : ""}`,
          spec.message ?? `Make ${f.path} satisfy its schema: ${violations.slice(0, 3).join("; ")}`,
          { path: f.path, line: first, quote: lineText(f.text, first) }
        );
      }
    }
    return pass(files.length === 1 ? `${files[0].path}: valid against the schema` : `${files.length} file(s): valid against the schema`);
  }
});

// src/checks/yaml-valid.ts
var yamlValid = defineCheck({
  kind: "yaml-valid",
  shape: {},
  defaultScope: "changed",
  appliesToText: true,
  description: "Every selected file is valid YAML (YAML 1.2; every document of a multi-document file).",
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const { firstYamlError } = await import("./yaml-HFA4274K.js");
    for (const f of files) {
      const error = firstYamlError(f.text);
      if (error) {
        const quote = lineText(f.text, error.line);
        return fail(
          `${at(f.path, error.line)}:${error.column}: invalid YAML: ${error.message}`,
          spec.message ?? `Fix the YAML syntax in ${at(f.path, error.line)} (column ${error.column})`,
          { path: f.path, line: error.line, quote }
        );
      }
    }
    return pass(files.length === 1 ? `${files[0].path}: valid YAML` : `${files.length} file(s): valid YAML`);
  }
});

// src/subject/select.ts
var import_picomatch = __toESM(require_picomatch2(), 1);

// src/subject/special.ts
import { posix as posix2 } from "node:path";
var MAX_TEXT_BYTES = 32 * 1024 * 1024;
var MAX_HOPS = 8;
var BINARY_EXTENSIONS = /* @__PURE__ */ new Set([
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "bmp",
  "ico",
  "icns",
  "tif",
  "tiff",
  "avif",
  "heic",
  "psd",
  "woff",
  "woff2",
  "ttf",
  "otf",
  "eot",
  "mp3",
  "wav",
  "ogg",
  "oga",
  "flac",
  "m4a",
  "aac",
  "opus",
  "mp4",
  "m4v",
  "webm",
  "mov",
  "avi",
  "mkv",
  "zip",
  "gz",
  "tgz",
  "bz2",
  "xz",
  "zst",
  "7z",
  "rar",
  "tar",
  "jar",
  "war",
  "whl",
  "apk",
  "deb",
  "rpm",
  "pdf",
  "wasm",
  "exe",
  "dll",
  "so",
  "dylib",
  "a",
  "o",
  "obj",
  "class",
  "pyc",
  "bin",
  "dat",
  "db",
  "sqlite",
  "sqlite3",
  "glb",
  "gltf",
  "fbx",
  "blend",
  "xlsx",
  "docx",
  "pptx",
  "xls",
  "doc",
  "ppt",
  "odt",
  "ods",
  "keystore",
  "p12",
  "der"
]);
function binaryByName(path) {
  const dot = path.lastIndexOf(".");
  if (dot < 0 || dot < path.lastIndexOf("/")) return false;
  return BINARY_EXTENSIONS.has(path.slice(dot + 1).toLowerCase());
}
var special = (reason) => ({ unreadable: { kind: "special", reason } });
function resolveSpecial(path, specials, exists) {
  let at2 = path;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const entry = specials.get(at2);
    if (entry === void 0) {
      if (at2 === path || exists(at2)) return { path: at2 };
      return special(`a dangling symlink (\u2192 ${specials.get(path)?.kind === "symlink" ? targetOf(specials, path) : at2}: no such file in the repository)`);
    }
    if (entry.kind === "submodule") {
      return special(`a submodule (commit ${entry.commit.slice(0, 12)}): its files are not part of this repository's tree`);
    }
    if (entry.target === void 0) return special("a symlink whose target could not be read");
    if (entry.target.startsWith("/")) return special(`a symlink leaving the repository (\u2192 ${entry.target})`);
    const next = posix2.normalize(posix2.join(posix2.dirname(at2), entry.target));
    if (next === ".." || next.startsWith("../")) return special(`a symlink leaving the repository (\u2192 ${entry.target})`);
    if (next === "." || next.endsWith("/")) return special(`a symlink to a directory (\u2192 ${entry.target}), not a file`);
    at2 = next;
  }
  return special(`a symlink loop (\u2192 ${targetOf(specials, path)})`);
}
var targetOf = (specials, path) => {
  const e = specials.get(path);
  return e?.kind === "symlink" ? e.target ?? "?" : path;
};

// src/subject/select.ts
var GLOB_OPTIONS = { dot: true };
function globList(target) {
  if (target.file !== void 0) return [target.file];
  if (target.files === void 0) return void 0;
  return typeof target.files === "string" ? [target.files] : [...target.files];
}
function targetMatcher(target) {
  const list2 = globList(target);
  if (list2 === void 0) return () => true;
  const isMatch = (0, import_picomatch.default)(list2, GLOB_OPTIONS);
  return (path) => isMatch(path);
}
function selectedFile(path, binary, bytes, text, lines, unreadable) {
  let split;
  return {
    path,
    binary,
    bytes,
    text,
    get lines() {
      return split ??= lines();
    },
    ...unreadable ? { unreadable } : {}
  };
}
var unreadableFile = (path, bytes, unreadable) => selectedFile(path, true, bytes, "", () => [], unreadable);
async function readFrom(reader, path, knownBinary) {
  let source = path;
  const specials = await reader.specials?.();
  if (specials !== void 0 && specials.size > 0) {
    const regular = await regularFiles(reader);
    const resolved = resolveSpecial(path, specials, (p) => regular.has(p));
    if ("unreadable" in resolved) return unreadableFile(path, 0, resolved.unreadable);
    source = resolved.path;
  }
  const bytes = await reader.read(source);
  if (bytes === void 0) return void 0;
  if (bytes.length > MAX_TEXT_BYTES) {
    const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return unreadableFile(path, bytes.length, { kind: "large", reason: `too large to read as text (${mb(bytes.length)}; the limit is ${mb(MAX_TEXT_BYTES)})` });
  }
  const binary = (source === path ? knownBinary : void 0) ?? isBinary(bytes);
  if (binary && !binaryByName(path)) {
    const nul = bytes.subarray(0, 8e3).indexOf(0);
    const where = nul >= 0 ? `a NUL byte at offset ${nul}` : "git marks it binary";
    return unreadableFile(path, bytes.length, { kind: "binary", reason: `binary-looking (${where}), so it cannot be read as text` });
  }
  const text = binary ? "" : decodeText(bytes);
  return selectedFile(path, binary, bytes.length, text, () => binary ? [] : toLines(text));
}
var regularSets = /* @__PURE__ */ new WeakMap();
function regularFiles(reader) {
  let hit = regularSets.get(reader);
  if (!hit) {
    hit = reader.listTree().then((paths) => new Set(paths));
    regularSets.set(reader, hit);
  }
  return hit;
}
function checkContext(subject, options = {}) {
  const cache = /* @__PURE__ */ new Map();
  const changed = new Map(subject.files.map((f) => [f.path, f]));
  const readWhole = (path) => {
    let hit = cache.get(path);
    if (!hit) {
      hit = readFrom(subject.head, path, changed.get(path)?.binary);
      cache.set(path, hit);
    }
    return hit;
  };
  const candidates = async (scope) => {
    if (scope === "tree") {
      const specials = await subject.head.specials?.();
      return [...await subject.head.listTree(), ...specials?.keys() ?? []];
    }
    return subject.files.filter((f) => f.status !== "deleted").map((f) => f.path);
  };
  const inScope = (f, scope) => {
    if (scope !== "added") return f;
    const file = changed.get(f.path);
    if (file?.addedLinesUnknown) return f;
    return selectedFile(
      f.path,
      f.binary,
      f.bytes,
      f.text,
      () => {
        const lines = new Set(file?.addedLines);
        return f.lines.filter((l) => lines.has(l.n));
      },
      f.unreadable
    );
  };
  const selectEach = async (target, scope) => {
    const matches = targetMatcher(target);
    const paths = (await candidates(scope)).filter((p) => !subject.isIgnored(p) && matches(p)).sort();
    return paths.map((p) => readWhole(p).then((f) => f && inScope(f, scope)));
  };
  return {
    // Ignored paths are never checked: not even their line counts reach a check.
    changedFiles: subject.files.filter((f) => !subject.isIgnored(f.path)),
    commands: options.commands,
    commandsRefused: options.commandsRefused ?? "shell commands are not allowed in this run",
    read: (path) => subject.isIgnored(path) ? Promise.resolve(void 0) : readWhole(path),
    readTrusted: async (path) => options.trusted ? readFrom(options.trusted, path) : void 0,
    selectEach,
    async select(target, scope) {
      const files = await Promise.all(await selectEach(target, scope));
      return files.filter((f) => f !== void 0);
    }
  };
}

// src/checks/total-min-bytes.ts
var totalMinBytes = defineCheck({
  kind: "total-min-bytes",
  aliases: ["totalMinBytes"],
  shape: { bytes: external_exports.number().int().min(0).describe("Fewest bytes of all selected files together") },
  defaultScope: "tree",
  appliesToText: true,
  description: "The selected files together are at least `bytes` long; every listed file or glob must select something.",
  async run(spec, ctx) {
    const globs2 = globList(spec) ?? ["**"];
    const seen = /* @__PURE__ */ new Map();
    const missing = [];
    for (const glob2 of globs2) {
      const files2 = await ctx.select({ files: glob2 }, spec.scope);
      if (files2.length === 0) missing.push(glob2);
      for (const f of files2) seen.set(f.path, f);
    }
    const files = [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
    const total = files.reduce((sum2, f) => sum2 + f.bytes, 0);
    const parts = files.map((f) => `${f.path}: ${f.bytes}`).join(" + ");
    const sum = files.length > 1 ? `${parts} = ${total} bytes` : files.length === 1 ? `${parts} bytes` : "0 bytes";
    if (missing.length > 0) {
      return fail(
        `${missing.join(", ")}: not found${files.length > 0 ? `; ${sum}` : ""} (need ${spec.bytes} in all)`,
        spec.message ?? `Add ${missing.join(", ")} (${describeTarget(spec)} must total at least ${spec.bytes} bytes)`
      );
    }
    if (total < spec.bytes) {
      return fail(`${sum} (need ${spec.bytes} in all)`, spec.message ?? `Grow ${describeTarget(spec)} to at least ${spec.bytes} bytes in all (${spec.bytes - total} more)`);
    }
    return pass(`${sum} (\u2265 ${spec.bytes})`);
  }
});

// src/checks/file-count.ts
var normaliseExt = (ext) => ext.replace(/^\.+/, "").toLowerCase();
var extensionOf = (path) => {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};
var normaliseDir = (dir) => dir.replace(/^\.\//, "").replace(/^\/+|\/+$/g, "").replace(/^\.$/, "");
var listed = (paths, max = 5) => paths.length === 0 ? "" : `: ${paths.slice(0, max).join(", ")}${paths.length > max ? `, \u2026 (${paths.length - max} more)` : ""}`;
var fileCount = defineCheck({
  kind: "file-count",
  aliases: ["fileCount"],
  shape: {
    ext: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).describe("Extension(s) to count, e.g. [png, jpg]"),
    min: external_exports.number().int().min(0).describe("Fewest files allowed"),
    max: external_exports.number().int().min(0).optional().describe("Most files allowed"),
    dir: external_exports.string().optional().describe("Count only files under this folder (recursively)")
  },
  defaultScope: "tree",
  appliesToText: false,
  description: "Between `min` and `max` files with one of the extensions `ext` exist (under `dir`, recursively, when given).",
  async run(spec, ctx) {
    const exts = (typeof spec.ext === "string" ? [spec.ext] : spec.ext).map(normaliseExt);
    const dir = spec.dir === void 0 ? "" : normaliseDir(spec.dir);
    const where = dir === "" ? "in the tree" : `under ${dir}/`;
    const kinds = exts.map((e) => `.${e}`).join("/");
    if (spec.max !== void 0 && spec.max < spec.min) {
      return fail(`file-count: max (${spec.max}) is below min (${spec.min})`, "Fix the file-count check: max must be at least min");
    }
    const files = (await ctx.select(spec, spec.scope)).map((f) => f.path).filter((p) => (dir === "" || p.startsWith(`${dir}/`)) && exts.includes(extensionOf(p)));
    const found = `${files.length} ${kinds} file(s) ${where}${listed(files)}`;
    if (files.length < spec.min) {
      return fail(`${found} (need at least ${spec.min})`, spec.message ?? `Add ${spec.min - files.length} more ${kinds} file(s) ${where}`);
    }
    if (spec.max !== void 0 && files.length > spec.max) {
      return fail(`${found} (at most ${spec.max} allowed)`, spec.message ?? `Remove ${files.length - spec.max} ${kinds} file(s) ${where}`);
    }
    const range = spec.max === void 0 ? `\u2265 ${spec.min}` : `${spec.min}\u2013${spec.max}`;
    return pass(`${found} (${range})`);
  }
});

// src/checks/css-min-bytes.ts
import { posix as posix3 } from "node:path";
var STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
var LINK_TAG = /<link\b[^>]*>/gi;
var HTML_FILE = /\.(?:html?|xhtml)$/i;
var CSS_FILE = /\.css$/i;
var attribute = (tag, name) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? m[1] ?? m[2] ?? m[3] : void 0;
};
var byteLength = (text) => new TextEncoder().encode(text).length;
function stylesheetLinks(html) {
  const hrefs = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (rel.includes("stylesheet") && href) hrefs.push(href);
  }
  return hrefs;
}
function resolveLocalHref(htmlPath, href) {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return void 0;
  let path = href.replace(/[?#].*$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
  }
  const joined = path.startsWith("/") ? path.slice(1) : posix3.join(posix3.dirname(htmlPath), path);
  const normal = posix3.normalize(joined);
  return normal === "." || normal.startsWith("../") || normal === ".." ? void 0 : normal;
}
var cssMinBytes = defineCheck({
  kind: "css-min-bytes",
  aliases: ["cssMinBytes"],
  shape: { bytes: external_exports.number().int().min(0).describe("Fewest bytes of CSS in all") },
  defaultScope: "tree",
  appliesToText: false,
  description: "The selected files carry at least `bytes` of CSS: <style> blocks of HTML files, the local stylesheets they link, and .css files.",
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const sources = [];
    const counted = /* @__PURE__ */ new Set();
    const missing = [];
    const addSheet = (f, via) => {
      if (counted.has(f.path)) return;
      counted.add(f.path);
      sources.push({ label: via ? `${f.path} (linked from ${via})` : f.path, bytes: f.bytes });
    };
    for (const f of files.filter((x) => CSS_FILE.test(x.path))) addSheet(f);
    for (const html of files.filter((x) => HTML_FILE.test(x.path))) {
      const blocks = [...html.text.matchAll(STYLE_BLOCK)].map((m) => byteLength(m[1] ?? ""));
      const inline = blocks.reduce((a, b) => a + b, 0);
      if (blocks.length > 0) sources.push({ label: `${html.path} <style> \xD7${blocks.length}`, bytes: inline });
      for (const href of stylesheetLinks(html.text)) {
        const path = resolveLocalHref(html.path, href);
        if (path === void 0) continue;
        const sheet = await ctx.read(path);
        if (sheet && !sheet.binary) addSheet(sheet, html.path);
        else if (!sheet) missing.push(`${path} (linked from ${html.path})`);
      }
    }
    const total = sources.reduce((a, s) => a + s.bytes, 0);
    const detail = sources.length > 0 ? `: ${sources.map((s) => `${s.label}: ${s.bytes}`).join(", ")}` : " (no <style> block, linked stylesheet or .css file found)";
    const gone = missing.length > 0 ? `; not found: ${missing.join(", ")}` : "";
    if (total < spec.bytes) {
      return fail(
        `${total} bytes of CSS${detail}${gone} (need ${spec.bytes})`,
        spec.message ?? (missing.length > 0 ? `Add the missing stylesheet(s) ${missing.join(", ")}, or more CSS: at least ${spec.bytes} bytes` : `Add CSS: at least ${spec.bytes} bytes in all (${spec.bytes - total} more)`)
      );
    }
    return pass(`${total} bytes of CSS${detail}${gone} (\u2265 ${spec.bytes})`);
  }
});

// src/checks/max-changed-lines.ts
var maxChangedLines = defineCheck({
  kind: "max-changed-lines",
  shape: { max: external_exports.number().int().min(0).describe("Most added plus deleted lines allowed") },
  defaultScope: "changed",
  appliesToText: false,
  description: "The change adds plus deletes at most `max` lines (over changed files, ignored paths left out).",
  async run(spec, ctx) {
    const matches = targetMatcher(spec);
    const files = ctx.changedFiles.filter((f) => matches(f.path) || f.oldPath !== void 0 && matches(f.oldPath));
    const additions = files.reduce((a, f) => a + f.additions, 0);
    const deletions = files.reduce((a, f) => a + f.deletions, 0);
    const total = additions + deletions;
    const where = globList(spec) ? ` matching ${globList(spec).join(", ")}` : "";
    const summary = `${total} changed line(s) (+${additions} \u2212${deletions}) in ${files.length} file(s)${where}`;
    if (total <= spec.max) return pass(`${summary} (max ${spec.max})`);
    const largest = [...files].sort((a, b) => b.additions + b.deletions - (a.additions + a.deletions)).slice(0, 3).map((f) => `${f.path} +${f.additions} \u2212${f.deletions}`).join(", ");
    return fail(`${summary}, over the limit of ${spec.max}; largest: ${largest}`, spec.message ?? `Make the change smaller: at most ${spec.max} changed lines (now ${total}); split it into several pull requests`);
  }
});

// src/checks/run-command.ts
var DEFAULT_TIMEOUT_SECONDS = 60;
function commandsNotRun(ctx) {
  return {
    passed: false,
    notRun: true,
    evidence: `not run: ${ctx.commandsRefused}`,
    fix: "how to enable: --allow-commands (CLI) or allow-commands: true (Action), with the config read from the base commit"
  };
}
var workTreePath = (path) => `./${path}`;
var shellQuote = (arg) => /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
function describeRun(run, timeoutSeconds) {
  const status = run.timedOut ? `killed at the ${timeoutSeconds} s time limit` : run.exitCode === null ? "ended without an exit code" : `exit code ${run.exitCode}`;
  return run.output.trim() === "" ? `${status}, no output` : `${status}; last output:
${run.output}`;
}
var succeeded = (run) => !run.timedOut && run.exitCode === 0;

// src/checks/command.ts
var FILES_PLACEHOLDER = "{files}";
var command = defineCheck({
  kind: "command",
  shape: {
    run: external_exports.string().min(1).describe("Shell command (/bin/sh -c); `{files}` becomes the quoted list of selected files"),
    timeout_seconds: external_exports.number().positive().max(3600).optional().describe("Time limit in seconds (default 60); the command is killed when it is reached")
  },
  defaultScope: "changed",
  appliesToText: false,
  description: "Runs the shell command `run` in the head working tree; it must exit 0. `{files}` becomes the quoted list of selected files. Runs only with commands allowed.",
  async run(spec, ctx) {
    if (!ctx.commands) return commandsNotRun(ctx);
    const hasTarget = spec.file !== void 0 || spec.files !== void 0;
    const usesFiles = spec.run.includes(FILES_PLACEHOLDER);
    let commandLine = spec.run;
    if (hasTarget || usesFiles) {
      const files = (await ctx.select(spec, spec.scope)).map((f) => f.path);
      if (files.length === 0) return pass(`no file (${spec.scope}) matches ${describeTarget(spec)}: nothing to check`);
      commandLine = spec.run.replaceAll(FILES_PLACEHOLDER, files.map((f) => shellQuote(workTreePath(f))).join(" "));
    }
    const timeoutSeconds = spec.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
    const run = await ctx.commands.run(commandLine, { timeoutMs: timeoutSeconds * 1e3 });
    const evidence = describeRun(run, timeoutSeconds);
    if (succeeded(run)) return pass(`\`${spec.run}\`: ${evidence}`);
    const why = run.timedOut ? `finish within ${timeoutSeconds} s (timeout_seconds)` : "exit 0";
    return fail(`\`${spec.run}\`: ${evidence}`, spec.message ?? `Make \`${spec.run}\` ${why}`);
  }
});

// src/checks/gotchas-rules.ts
var FIELDS = ["pattern", "check", "message"];
var HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
var ITEM = /^\s*[-*+]\s+([A-Za-z_-]+)\s*:\s*(.*)$/;
var FENCE = /^\s*(```|~~~)/;
var unwrapCode = (value) => {
  const m = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(value.trim());
  return m ? m[2] : value.trim();
};
var unquote = (value) => {
  const m = /^(["'])(.*)\1$/.exec(value);
  return m ? m[2] : value;
};
function parseGotchas(markdown) {
  const drafts = [];
  let current;
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, i) => {
    const line = i + 1;
    if (FENCE.test(text)) inFence = !inFence;
    if (inFence) return;
    const heading = HEADING.exec(text);
    if (heading) {
      const level = heading[1].length;
      if (level === 2) {
        current = { title: heading[2], line, fields: {}, problems: [] };
        drafts.push(current);
      } else if (level < 2) {
        current = void 0;
      }
      return;
    }
    const item = ITEM.exec(text);
    if (!item || !current) return;
    const key = item[1].toLowerCase();
    if (!FIELDS.includes(key)) return;
    const value = key === "check" ? unwrapCode(item[2]) : unquote(unwrapCode(item[2]));
    if (current.fields[key]) {
      current.problems.push({ line, message: `rule "${current.title}" has a second \`- ${key}:\` (first at line ${current.fields[key].line})` });
    } else if (value === "") {
      current.problems.push({ line, message: `rule "${current.title}": \`- ${key}:\` is empty` });
    } else {
      current.fields[key] = { value, line };
    }
  });
  const problems = [];
  const rules = [];
  for (const d of drafts) {
    problems.push(...d.problems);
    const absent = ["pattern", "check"].filter((f) => !d.fields[f] && !d.problems.some((p) => p.message.includes(`\`- ${f}:\``)));
    if (absent.length > 0) {
      problems.push({ line: d.line, message: `rule "${d.title}" has no ${absent.map((f) => `\`- ${f}:\``).join(" and no ")}` });
    }
    const { pattern, check, message } = d.fields;
    const slow = pattern ? globProblem(pattern.value) : void 0;
    if (slow !== void 0) problems.push({ line: pattern.line ?? d.line, message: `\`- pattern:\` ${slow}` });
    else if (pattern && check) rules.push({ title: d.title, line: d.line, pattern: pattern.value, check: check.value, message: message?.value ?? d.title });
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  if (rules.length === 0) return { ok: false, problems: [{ line: 1, message: "no rules: each rule is a `## heading` with `- pattern: <glob>` and `- check: <command>`" }] };
  return { ok: true, rules };
}

// src/checks/gotchas.ts
var gotchas = defineCheck({
  kind: "gotchas",
  shape: {
    // Here `file` names the rules file, not the files to check: each rule's pattern selects those.
    file: external_exports.string().min(1).describe("The markdown file of rules, read at the base commit"),
    files: external_exports.never().optional().describe("Not used: each rule's `- pattern:` selects the files"),
    timeout_seconds: external_exports.number().positive().max(3600).optional().describe("Time limit of each check run, in seconds (default 60)")
  },
  defaultScope: "changed",
  appliesToText: false,
  description: "Runs the rules of a markdown file (`## heading`, `- pattern: <glob>`, `- check: <command, $FILE is the file>`, `- message: <text>`) on each matching changed file. Runs only with commands allowed.",
  async run(spec, ctx) {
    if (!ctx.commands) return commandsNotRun(ctx);
    const source = await ctx.readTrusted(spec.file);
    if (!source || source.binary) {
      const why = source?.unreadable?.reason ?? (source ? "binary, not markdown" : "not found at the base commit");
      return misconfigured(`${spec.file}: ${why}`, `Commit the gotchas file ${spec.file} to the base branch, or fix the path in the gotchas check`);
    }
    const parsed = parseGotchas(source.text);
    if (!parsed.ok) {
      const list2 = parsed.problems.map((p) => `${at(spec.file, p.line)}: ${p.message}`);
      return fail(
        list2.join("; "),
        `Fix the rules in ${spec.file}: each \`## heading\` needs \`- pattern: <glob>\` and \`- check: <command>\` (\`- message:\` optional)`
      );
    }
    const timeoutSeconds = spec.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
    const failures = [];
    const summary = [];
    let runs = 0;
    for (const rule of parsed.rules) {
      const files = await ctx.select({ files: rule.pattern }, spec.scope);
      summary.push(`"${rule.title}" (${files.length} file(s))`);
      for (const f of files) {
        runs++;
        const run = await ctx.commands.run(rule.check, { timeoutMs: timeoutSeconds * 1e3, env: { FILE: workTreePath(f.path) } });
        if (succeeded(run)) continue;
        failures.push({
          evidence: `${at(spec.file, rule.line)} "${rule.title}" failed on ${f.path}: ${describeRun(run, timeoutSeconds)}`,
          fix: `${f.path}: ${rule.message}`
        });
      }
    }
    if (failures.length === 0) {
      return pass(`${spec.file}: ${parsed.rules.length} rule(s), ${runs} check(s) passed: ${summary.join(", ")}`);
    }
    const more = failures.length > 1 ? `
(${failures.length - 1} more failure(s): ${failures.slice(1).map((f) => f.fix).join("; ")})` : "";
    return fail(`${failures[0].evidence}${more}`, spec.message ?? failures.map((f) => f.fix).join("; "));
  }
});

// src/checks/unreadable.ts
var SHELL_KINDS = /* @__PURE__ */ new Set(["command", "gotchas"]);
var BYTE_KINDS = /* @__PURE__ */ new Set(["min-bytes", "total-min-bytes", "file-count", "max-changed-lines"]);
var MAX_NAMED = 5;
function watchReads(ctx) {
  const files = [];
  const record = (f) => {
    if (f !== void 0) files.push(f);
    return f;
  };
  return {
    files,
    ctx: {
      ...ctx,
      select: async (target, scope) => (await ctx.select(target, scope)).map(record),
      selectEach: async (target, scope) => (await ctx.selectEach(target, scope)).map((p) => p.then(record)),
      read: async (path) => record(await ctx.read(path))
    }
  };
}
function counts(kind, f) {
  if (f.unreadable === void 0 || SHELL_KINDS.has(kind)) return false;
  return BYTE_KINDS.has(kind) ? f.unreadable.kind === "special" : true;
}
function withUnreadable(spec, outcome, files) {
  if (outcome.misconfigured) return outcome;
  const unique = /* @__PURE__ */ new Map();
  for (const f of files) if (counts(spec.kind, f)) unique.set(f.path, f);
  const bad = [...unique.values()].sort((a, b) => a.path.localeCompare(b.path));
  if (bad.length === 0) return outcome;
  const named = bad.slice(0, MAX_NAMED).map((f) => `${f.path}: ${f.unreadable.reason}`);
  const more = bad.length > MAX_NAMED ? ` (and ${bad.length - MAX_NAMED} more)` : "";
  const also = outcome.passed ? "" : `; also: ${outcome.evidence}`;
  const paths = bad.slice(0, MAX_NAMED).map((f) => f.path).join(", ");
  return fail(
    `not checked, so not clean: ${named.join("; ")}${more}${also}`,
    spec.message ?? `${paths}${more}: make ${bad.length === 1 ? "it a regular text file" : "them regular text files"} inside the repository, or leave ${bad.length === 1 ? "it" : "them"} out of the ${spec.kind} check (a narrower glob, or config \`ignore\`)`,
    { path: bad[0].path, line: 1, quote: "" }
  );
}

// src/checks/registry.ts
var definitions = {
  contains,
  "not-contains": notContains,
  "min-bytes": minBytes,
  "no-placeholders": noPlaceholders,
  "required-sections": requiredSections,
  "json-valid": jsonValid,
  sniff,
  syntax,
  "json-schema": jsonSchema,
  "yaml-valid": yamlValid,
  "total-min-bytes": totalMinBytes,
  "file-count": fileCount,
  "css-min-bytes": cssMinBytes,
  "max-changed-lines": maxChangedLines,
  command,
  gotchas
};
var checkKinds = Object.keys(definitions);
var aliasToKind = new Map(
  checkKinds.flatMap((k) => definitions[k].aliases.map((a) => [a, k]))
);
function canonicalKind(kind) {
  return checkKinds.includes(kind) ? kind : aliasToKind.get(kind);
}
var kindAliases = aliasToKind;
function fieldsOfKind(kind) {
  const k = canonicalKind(kind);
  if (k === void 0) return void 0;
  const schema = definitions[k].schema;
  return schema instanceof external_exports.ZodObject ? Object.keys(schema.shape) : void 0;
}
var withCanonicalKind = (value) => {
  if (typeof value !== "object" || value === null || !("kind" in value)) return value;
  const kind = value.kind;
  const canonical = typeof kind === "string" ? aliasToKind.get(kind) : void 0;
  return canonical ? { ...value, kind: canonical } : value;
};
function unionOf(kinds) {
  const schemas = kinds.map((k) => definitions[k].schema);
  return external_exports.preprocess(withCanonicalKind, external_exports.discriminatedUnion("kind", schemas));
}
var CheckSpecSchema = unionOf(checkKinds);
var textCheckKinds = checkKinds.filter((k) => definitions[k].appliesToText);
var TextCheckSpecSchema = unionOf(textCheckKinds);
function definitionOf(kind) {
  return definitions[kind];
}
async function runCheck(spec, ctx) {
  const def = definitionOf(spec.kind);
  const seen = watchReads(ctx);
  let outcome;
  try {
    outcome = await def.run(spec, seen.ctx);
  } catch (e) {
    const message = errorMessage(e);
    return misconfigured(`${spec.kind} could not run: ${message}`, `Fix the ${spec.kind} check or the files it reads`);
  }
  return withUnreadable(spec, outcome, seen.files);
}

// src/contract/input.ts
var MAX_WEIGHT = 1e6;
var OutputTypeSchema = external_exports.enum(["code", "json", "markdown", "text"]);
var AssertionSchema = external_exports.strictObject({
  id: external_exports.string().min(1),
  text: external_exports.string().min(1),
  critical: external_exports.boolean().default(false),
  // Bounded so that a sum of weights stays a finite number and the score a share.
  weight: external_exports.number().positive().max(MAX_WEIGHT).default(1),
  /** Decided by code when present; otherwise the LLM judge decides. */
  check: TextCheckSpecSchema.optional()
});
var CriticInputSchema = external_exports.strictObject({
  output: external_exports.string(),
  task_description: external_exports.string(),
  schema: external_exports.strictObject({
    type: OutputTypeSchema,
    required_sections: external_exports.array(external_exports.string().min(1)).optional(),
    language: external_exports.string().min(1).optional(),
    json_schema: external_exports.record(external_exports.string(), external_exports.unknown()).or(external_exports.boolean()).optional()
  }),
  assertions: external_exports.array(AssertionSchema).default([]),
  threshold: external_exports.number().min(0).max(1).default(1),
  metadata: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
}).superRefine((input, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  input.assertions.forEach((a, i) => {
    if (seen.has(a.id)) ctx.addIssue({ code: "custom", path: ["assertions", i, "id"], message: `duplicate assertion id "${a.id}"` });
    seen.add(a.id);
  });
  if (input.schema.type === "code" && input.schema.language === void 0 && !/^\s*(?:```|~~~)/m.test(input.output)) {
    ctx.addIssue({ code: "custom", path: ["schema", "language"], message: 'required when schema.type is "code" (or fence the code with its language)' });
  }
});

export {
  globProblem,
  OUTPUT_PATH,
  outputSubject,
  require_picomatch2 as require_picomatch,
  GLOB_OPTIONS,
  globList,
  targetMatcher,
  checkContext,
  kindAliases,
  fieldsOfKind,
  CheckSpecSchema,
  runCheck,
  MAX_WEIGHT,
  AssertionSchema,
  CriticInputSchema
};

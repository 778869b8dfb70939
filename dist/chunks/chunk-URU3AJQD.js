import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  UnsafePathError,
  readInsideRoot
} from "./chunk-HV5VKXQN.js";
import {
  leavesFolder
} from "./chunk-S2EX5QQH.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-3Y4PVOPA.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path4) {
      const ctrl = callVisitor(key, node, visitor, path4);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path4, ctrl);
        return visit_(key, ctrl, visitor, path4);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path4 = Object.freeze(path4.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path4);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path4 = Object.freeze(path4.concat(node));
          const ck = visit_("key", node.key, visitor, path4);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path4);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path4) {
      const ctrl = await callVisitor(key, node, visitor, path4);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path4, ctrl);
        return visitAsync_(key, ctrl, visitor, path4);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path4 = Object.freeze(path4.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path4);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path4 = Object.freeze(path4.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path4);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path4);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path4) {
      if (typeof visitor === "function")
        return visitor(key, node, path4);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path4);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path4);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path4);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path4);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path4);
      return void 0;
    }
    function replaceNode(key, path4, node) {
      const parent = path4[path4.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path4, value) {
      let v = value;
      for (let i = path4.length - 1; i >= 0; --i) {
        const k = path4[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path4) => path4 == null || typeof path4 === "object" && !!path4[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path4, value) {
        if (isEmptyPath(path4))
          this.add(value);
        else {
          const [key, ...rest] = path4;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path4) {
        const [key, ...rest] = path4;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path4, keepScalar) {
        const [key, ...rest] = path4;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path4) {
        const [key, ...rest] = path4;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path4, value) {
        const [key, ...rest] = path4;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path4, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path4, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path4) {
        if (Collection.isEmptyPath(path4)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path4) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path4, keepScalar) {
        if (Collection.isEmptyPath(path4))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path4, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path4) {
        if (Collection.isEmptyPath(path4))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path4) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path4, value) {
        if (Collection.isEmptyPath(path4)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path4), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path4, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "…" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "…";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "…\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "",
      // Unicode next line
      _: " ",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path4) => {
      let item = cst;
      for (const [field, index] of path4) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path4) => {
      const parent = visit2.itemAtPath(cst, path4.slice(0, -1));
      const field = path4[path4.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path4, item, visitor) {
      let ctrl = visitor(item, path4);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path4.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path4);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path4) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs3 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs3, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs3);
              } else {
                Object.assign(it, { key: fs3, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs3 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs3, sep: [] });
              else if (it.sep)
                this.stack.push(fs3);
              else
                Object.assign(it, { key: fs3, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// src/discover/config.ts
import { promises as fs2 } from "node:fs";

// src/discover/sync-fs.ts
import * as fs from "node:fs";
import path from "node:path";
function settle(f) {
  try {
    return Promise.resolve(f());
  } catch (err) {
    return Promise.reject(err);
  }
}
var roots = /* @__PURE__ */ new Set();
function registerRepoRoot(root) {
  roots.add(path.resolve(root));
}
function rootOf(p) {
  const abs = path.resolve(p);
  let best;
  for (const r of roots) {
    const rel = path.relative(r, abs);
    if ((rel === "" || !leavesFolder(rel)) && (best === void 0 || r.length > best.length)) best = r;
  }
  return best;
}
function read(p, maxBytes, what) {
  const root = rootOf(p);
  if (root === void 0) {
    if (maxBytes === void 0) return fs.readFileSync(p);
    return readInsideRoot(void 0, p, { maxBytes, ...what ? { what } : {}, display: p });
  }
  const display = path.relative(root, path.resolve(p)).split(path.sep).join("/");
  return readInsideRoot(root, p, { display, ...maxBytes !== void 0 ? { maxBytes } : {}, ...what ? { what } : {} });
}
var stat = (p) => settle(() => fs.statSync(p));
var lstat = (p) => settle(() => fs.lstatSync(p));
var realpath = (p) => settle(() => fs.realpathSync.native(p));
function readFile(p, encoding) {
  return settle(() => encoding ? read(p).toString("utf8") : read(p));
}
function readCapped(p, maxBytes, what) {
  return settle(() => read(p, maxBytes, what));
}
function readdir(p, o) {
  return settle(() => o ? fs.readdirSync(p, o) : fs.readdirSync(p));
}

// src/discover/yaml-depth.ts
var MAX_YAML_DEPTH = 100;
function yamlTooDeep(text, max = MAX_YAML_DEPTH) {
  let depth = 0;
  let quote;
  let lineStart = true;
  let prevSpace = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== void 0) {
      if (quote === '"' && c === 92) i++;
      else if (c === quote.charCodeAt(0)) {
        if (quote === "'" && text.charCodeAt(i + 1) === 39) i++;
        else quote = void 0;
      }
      lineStart = c === 10;
      continue;
    }
    if (c === 35 && (lineStart || prevSpace)) {
      const nl = text.indexOf("\n", i);
      if (nl < 0) break;
      i = nl;
      lineStart = true;
      prevSpace = true;
      continue;
    }
    if (c === 34 || c === 39) quote = c === 34 ? '"' : "'";
    else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if (c === 93 || c === 125) depth = Math.max(0, depth - 1);
    lineStart = c === 10;
    prevSpace = c === 32 || c === 9 || c === 10;
  }
  return void 0;
}

// src/discover/config.ts
import path3 from "node:path";

// src/discover/schema-validators.ts
var config = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/config.schema.json", "title": "skill-evals configuration (evals/config.yaml)", "description": "Repository settings for skill-evals. Every key is optional; a missing file means all defaults.", "type": "object", "properties": { "skill-roots": { "type": "array", "minItems": 1, "description": "Folders, relative to the repository root, whose subfolders hold skills (each with a SKILL.md). Default: [skills, .claude/skills].", "items": { "type": "string", "minLength": 1, "description": "Relative folder path." } }, "tiers": { "type": "object", "description": "Skill names per tier (SPEC-0017). Tier 1 is the most critical (3-4 evals, gated), Tier 3 the least (2 evals). A skill may appear in one tier only. Unlisted skills use their frontmatter `tier` (or `metadata.tier`), else Tier 3.", "properties": { "1": { "$ref": "#/definitions/skillList", "description": "Tier 1 skills (most critical), e.g. [plan, work, review, audit]." }, "2": { "$ref": "#/definitions/skillList", "description": "Tier 2 skills, e.g. [spec, check, discover, docs]." }, "3": { "$ref": "#/definitions/skillList", "description": "Tier 3 skills (least critical), e.g. [adr, init, prime, list]." } }, "additionalProperties": false }, "thresholds": { "type": "object", "description": "Minimum pass rate (0..1) per tier. Default 0.8 for each tier.", "properties": { "1": { "$ref": "#/definitions/rate", "description": "Tier 1 pass-rate threshold (0..1). Default 0.8." }, "2": { "$ref": "#/definitions/rate", "description": "Tier 2 pass-rate threshold (0..1). Default 0.8." }, "3": { "$ref": "#/definitions/rate", "description": "Tier 3 pass-rate threshold (0..1). Default 0.8." } }, "additionalProperties": false }, "recommended-evals": { "type": "object", "description": "Recommended number of evals per skill, per tier. Fewer than `min` gives a warning. Defaults (SPEC-0017): 1: 3-4, 2: 2-3, 3: 2-2.", "properties": { "1": { "$ref": "#/definitions/range", "description": "Tier 1 range. Default {min: 3, max: 4}." }, "2": { "$ref": "#/definitions/range", "description": "Tier 2 range. Default {min: 2, max: 3}." }, "3": { "$ref": "#/definitions/range", "description": "Tier 3 range. Default {min: 2, max: 2}." } }, "additionalProperties": false }, "models": { "type": "array", "minItems": 1, "description": "Models that run the evals (Anthropic model ids). Default: [claude-sonnet-5-5].", "items": { "type": "string", "minLength": 1, "description": "Anthropic model id." } }, "judge-model": { "type": "string", "minLength": 1, "description": "Model that grades text assertions (LLM judge). Default: claude-haiku-5-5." }, "judges": { "type": "integer", "minimum": 1, "maximum": 15, "description": "Judge votes per text assertion; the majority decides and disagreement is recorded. Default 1." }, "description-overlap": { "type": "number", "exclusiveMinimum": 0, "maximum": 1, "description": "Fleet check: two skills whose descriptions share at least this share of their words (Jaccard similarity of the word sets, stop-words and routing words removed) get a warning each, since the agent may load the wrong one. 1 warns only on identical word sets. Default 0.6." }, "severities": { "type": "object", "description": "Severity of policy findings by rule id (e.g. coverage.no-evals, coverage.few-assertions, fleet.description.when-to-use): error, warning or off. Agent Skills spec rules (skill.name.*, skill.description.*, …) cannot be changed. Default: every rule at its built-in severity (coverage.no-evals is an error, as SPEC-0017 says).", "propertyNames": { "pattern": "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$" }, "additionalProperties": { "enum": ["error", "warning", "off"] } }, "critical": { "type": "array", "description": "Critical evals, besides those marked `critical: true` in evals.json: a skill name (every eval of that skill) or `<skill>/<eval id>`. A critical eval must pass on the PR (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default: [].", "items": { "type": "string", "minLength": 1, "description": "`<skill>` or `<skill>/<eval id>`." } }, "min-drop": { "type": "number", "minimum": 0, "maximum": 1, "description": "Smallest drop of the pass rate against the base branch (0..1) that can be called a regression; smaller significant drops are reported as inconclusive. Default 0.05 (5 points)." }, "gates": { "type": "object", "description": "Switch each gate to fail (verdict no_go), warn (conditional_go) or off, and override the release thresholds of the risk level.", "properties": { "tier-threshold": { "description": "Pass rate below the tier's threshold. A mode for every tier, or one per tier. Default {1: fail, 2: warn, 3: warn}.", "oneOf": [{ "$ref": "#/definitions/gateMode" }, { "type": "object", "properties": { "1": { "$ref": "#/definitions/gateMode", "description": "Tier 1 (default fail)." }, "2": { "$ref": "#/definitions/gateMode", "description": "Tier 2 (default warn)." }, "3": { "$ref": "#/definitions/gateMode", "description": "Tier 3 (default warn)." } }, "additionalProperties": false }] }, "release": { "$ref": "#/definitions/gateMode", "description": "Release gates of `risk-level` (overall pass rate, critical pass rate, tool reliability). Default fail." }, "release-thresholds": { "type": "object", "description": "Override the risk-level table (rates 0..1). Defaults: low 0.90/0.95/none, medium 0.95/1.00/0.95, high 0.98/1.00/0.98, critical 0.99/1.00/0.99.", "properties": { "overall": { "$ref": "#/definitions/rate", "description": "Minimum overall pass rate (with the skill)." }, "critical": { "$ref": "#/definitions/rate", "description": "Minimum pass rate of critical evals." }, "tool-reliability": { "$ref": "#/definitions/rate", "description": "Minimum share of runs without tool or API errors." } }, "additionalProperties": false }, "critical-evals": { "$ref": "#/definitions/gateMode", "description": "Every critical eval must pass (majority of trials) with the skill. Default fail." }, "coverage": { "$ref": "#/definitions/gateMode", "description": "Errors of validate's coverage rules (no evals, too few assertions, unknown skill). Warnings always warn. Default fail." }, "regression": { "$ref": "#/definitions/gateMode", "description": "A significant drop against the base branch of at least `min-drop`. Default fail." }, "anti-gaming": { "$ref": "#/definitions/gateMode", "description": "Evals changed or removed against the base, or eval sets that do not match. Default warn." }, "alpha": { "type": "number", "exclusiveMinimum": 0, "maximum": 0.5, "description": "Significance level of the regression test. Default 0.05." } }, "additionalProperties": false }, "regression": { "type": "object", "description": "The regression gate on skill version bumps (`skill-evals regression`, see docs/regression.md).", "properties": { "tolerance": { "type": "number", "minimum": 0, "maximum": 100, "description": "Largest tolerated drop of the suite score, in points (0..100). A bigger drop blocks the bump when the paired test confirms it. Default 5." }, "override-label": { "type": "string", "minLength": 1, "description": "Pull-request label that overrides a blocked version bump. Default: regression-override." }, "baseline-dir": { "type": "string", "minLength": 1, "description": "Baseline score store (one <skill>.json per skill), relative to the repository root. Default: evals/baselines." }, "required-top": { "type": "integer", "minimum": 0, "description": "The top N skills by usage must have a suite: their version bump is blocked without one. Default 10." }, "warn-top": { "type": "integer", "minimum": 0, "description": "The top M skills by usage warn on a version bump without a suite; the rest are advisory. Default 30." }, "usage-file": { "type": "string", "minLength": 1, "description": "JSON file mapping skill name to usage count, relative to the repository root. Default: evals/skill-usage.json." } }, "additionalProperties": false }, "trials": { "if": { "type": "string" }, "then": { "enum": ["adaptive"], "description": "a whole number from 1 to 100, or 'adaptive'" }, "else": { "type": "integer", "minimum": 1, "maximum": 100 }, "description": "Runs per eval and configuration; results are combined by majority vote. Default 3. 'adaptive': 1 trial per configuration, and up to max-trials only for evals whose first runs disagree (docs/verdict.md, Adaptive trials)." }, "max-trials": { "type": "integer", "minimum": 1, "maximum": 100, "description": "With trials: adaptive, the most trials an eval gets per configuration. Default 5." }, "full-eval-label": { "type": "string", "minLength": 1, "description": "Pull-request label that forces a full evaluation of every skill. Default: full-eval." }, "release-branches": { "type": "array", "description": "Base branches (glob patterns) whose pull requests get a full evaluation. Default: [release, release/**].", "items": { "type": "string", "minLength": 1, "description": "Branch name or glob." } }, "risk-level": { "type": "string", "enum": ["low", "medium", "high", "critical"], "description": "How strict the gate is: low, medium, high or critical. Default: medium." }, "global-paths": { "type": "array", "description": 'Globs of repository paths whose change means "evaluate every skill". Default: [references/**, evals/config.yaml, evals/evals.json, schemas/**].', "items": { "type": "string", "minLength": 1, "description": "Path glob, relative to the repository root." } }, "concurrency": { "type": "integer", "minimum": 1, "maximum": 64, "description": "Runs executed in parallel. Default 4." }, "max-turns": { "type": "integer", "minimum": 1, "description": "Maximum agent turns (model calls) per run. Default 20." }, "max-tokens": { "type": "integer", "minimum": 1, "description": "`max_tokens` per model call. Default 8192." }, "run-timeout-seconds": { "type": "number", "exclusiveMinimum": 0, "description": "Wall-clock limit for one run, in seconds. Default 600." }, "request-idle-timeout-seconds": { "type": "number", "exclusiveMinimum": 0, "description": "An API request that receives no bytes (no response headers, or no further body bytes) for this long is aborted and retried with backoff like a 5xx; when the retries run out the run is recorded as `timeout` with the request id. Runs use at most a third of run-timeout-seconds, whatever is set here (a warning when it is more). Default 90." }, "executor": { "type": "string", "enum": ["api", "claude-code"], "description": "Who runs each eval: api (skill-evals' own agent loop on the Messages API) or claude-code (the real `claude` CLI in print mode, one isolated process per run; see docs/claude-code.md). Default: api." }, "skill-executors": { "type": "object", "description": "Per-skill executor: a map of skill name to api or claude-code, overriding `executor` for that skill's runs (e.g. {deploy-helper: claude-code}). The Claude Code CLI is found and checked before any run starts when a selected skill uses claude-code. An unknown skill name is a warning. Not supported with runner batch. Default: {} (every skill uses `executor`).", "additionalProperties": { "type": "string", "enum": ["api", "claude-code"] } }, "claude-code-path": { "type": "string", "minLength": 1, "description": "Ignored (a warning, config.claude-code-path.untrusted): the repository under test cannot choose the executable the harness starts. Set the claude-code-path input of the action or workflow, or --claude-code-path on the command line." }, "claude-code-version": { "type": "string", "pattern": "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", "description": "Exact Claude Code version the claude-code executor requires (e.g. 2.1.332); a different installed version is an error. Default: any version from 2.1.197." }, "runner": { "type": "string", "enum": ["api", "batch"], "description": "How the evals' API calls are sent: api (one Messages API call per turn) or batch (rounds of Message Batches, 50% off, for scheduled/full runs that can wait; resumable; see docs/cross-model.md). Default: api." }, "tracking-issue": { "type": "object", "description": "The weekly cross-model run opens or updates one tracking issue when a skill regresses on a model or a configured model is deprecated or near its end of life. Off by default.", "properties": { "enabled": { "type": "boolean", "description": "Default false." }, "eol-warning-days": { "type": "integer", "minimum": 0, "description": "Report a model this many days before its end of life. Default 60." }, "label": { "type": "string", "minLength": 1, "description": "Label that marks and finds the issue. Default: skill-evals-weekly." } }, "additionalProperties": false }, "skill-loading": { "type": "string", "enum": ["preload", "discover"], "description": "Default for how the skill reaches the agent: preload (SKILL.md in context) or discover (listed by name/description, the agent decides to load it). Default: preload." }, "bash": { "type": "boolean", "description": "Give the agent a bash tool by default. Default false." }, "secrets": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$" }, "description": "Names of environment variables whose values are secrets: redacted (with their base64, URL and JSON-escaped forms) from every file, comment, summary and log, and never passed to checks, Bash or Claude Code. ANTHROPIC_API_KEY, GITHUB_TOKEN and ACTIONS_RUNTIME_TOKEN are always included." }, "outputs-max-mb": { "type": "number", "exclusiveMinimum": 0, "description": "Largest total size, in MB, copied into a run's outputs/ folder; files past it are listed in outputs-skipped.json and not copied. Default 20." }, "cache": { "type": "string", "enum": ["read-write", "read-only", "off"], "description": "Response cache mode: read-write, read-only or off. Default: read-write." }, "cache-dir": { "type": "string", "minLength": 1, "description": "Folder of the response cache, relative to the repository root. Default: .skill-evals/cache." }, "max-cost-usd": { "type": ["number", "null"], "minimum": 0, "description": "Stop starting new runs once the estimated spend reaches this many US dollars. null (default) = no limit." }, "max-runs": { "type": ["integer", "null"], "minimum": 1, "description": "Refuse to plan more than this many runs. null (default) = no limit." } }, "additionalProperties": false, "definitions": { "gateMode": { "type": "string", "enum": ["fail", "warn", "off"] }, "skillList": { "type": "array", "items": { "type": "string", "minLength": 1, "description": "Skill name." } }, "rate": { "type": "number", "minimum": 0, "maximum": 1 }, "range": { "type": "object", "properties": { "min": { "type": "integer", "minimum": 0, "description": "Fewer evals than this gives a warning." }, "max": { "type": "integer", "minimum": 0, "description": "Recommended maximum number of evals." } }, "additionalProperties": false } } };
var schema12 = { "type": "array", "items": { "type": "string", "minLength": 1, "description": "Skill name." } };
var schema15 = { "type": "number", "minimum": 0, "maximum": 1 };
var schema18 = { "type": "object", "properties": { "min": { "type": "integer", "minimum": 0, "description": "Fewer evals than this gives a warning." }, "max": { "type": "integer", "minimum": 0, "description": "Recommended maximum number of evals." } }, "additionalProperties": false };
var schema21 = { "type": "string", "enum": ["fail", "warn", "off"] };
var func2 = Object.prototype.hasOwnProperty;
var func3 = require_ucs2length().default;
var pattern0 = new RegExp("^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$", "u");
var pattern1 = new RegExp("^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", "u");
var pattern2 = new RegExp("^[A-Za-z_][A-Za-z0-9_-]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data["skill-roots"] !== void 0) {
      let data0 = data["skill-roots"];
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = { instancePath: instancePath + "/skill-roots", schemaPath: "#/properties/skill-roots/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties["skill-roots"], data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func3(data1) < 1) {
              const err2 = { instancePath: instancePath + "/skill-roots/" + i0, schemaPath: "#/properties/skill-roots/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["skill-roots"].items, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = { instancePath: instancePath + "/skill-roots/" + i0, schemaPath: "#/properties/skill-roots/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-roots"].items.type, parentSchema: schema11.properties["skill-roots"].items, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/skill-roots", schemaPath: "#/properties/skill-roots/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["skill-roots"].type, parentSchema: schema11.properties["skill-roots"], data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tiers !== void 0) {
      let data2 = data.tiers;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!(key1 === "1" || key1 === "2" || key1 === "3")) {
            const err5 = { instancePath: instancePath + "/tiers", schemaPath: "#/properties/tiers/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.tiers, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data2["1"] !== void 0) {
          let data3 = data2["1"];
          if (Array.isArray(data3)) {
            const len1 = data3.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data4 = data3[i1];
              if (typeof data4 === "string") {
                if (func3(data4) < 1) {
                  const err6 = { instancePath: instancePath + "/tiers/1/" + i1, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
              } else {
                const err7 = { instancePath: instancePath + "/tiers/1/" + i1, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/tiers/1", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2["2"] !== void 0) {
          let data5 = data2["2"];
          if (Array.isArray(data5)) {
            const len2 = data5.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data6 = data5[i2];
              if (typeof data6 === "string") {
                if (func3(data6) < 1) {
                  const err9 = { instancePath: instancePath + "/tiers/2/" + i2, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = { instancePath: instancePath + "/tiers/2/" + i2, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data6 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/tiers/2", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data5 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2["3"] !== void 0) {
          let data7 = data2["3"];
          if (Array.isArray(data7)) {
            const len3 = data7.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data8 = data7[i3];
              if (typeof data8 === "string") {
                if (func3(data8) < 1) {
                  const err12 = { instancePath: instancePath + "/tiers/3/" + i3, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/tiers/3/" + i3, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data8 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/tiers/3", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data7 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/tiers", schemaPath: "#/properties/tiers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.tiers.type, parentSchema: schema11.properties.tiers, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.thresholds !== void 0) {
      let data9 = data.thresholds;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (const key2 in data9) {
          if (!(key2 === "1" || key2 === "2" || key2 === "3")) {
            const err16 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.thresholds, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data9["1"] !== void 0) {
          let data10 = data9["1"];
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 1 || isNaN(data10)) {
              const err17 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data10 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err18 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data10 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data10 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data9["2"] !== void 0) {
          let data11 = data9["2"];
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 1 || isNaN(data11)) {
              const err20 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data11 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
              const err21 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data11 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data11 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data9["3"] !== void 0) {
          let data12 = data9["3"];
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 > 1 || isNaN(data12)) {
              const err23 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data12 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err24 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data12 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data12 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.thresholds.type, parentSchema: schema11.properties.thresholds, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data["recommended-evals"] !== void 0) {
      let data13 = data["recommended-evals"];
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        for (const key3 in data13) {
          if (!(key3 === "1" || key3 === "2" || key3 === "3")) {
            const err27 = { instancePath: instancePath + "/recommended-evals", schemaPath: "#/properties/recommended-evals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties["recommended-evals"], data: data13 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data13["1"] !== void 0) {
          let data14 = data13["1"];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!(key4 === "min" || key4 === "max")) {
                const err28 = { instancePath: instancePath + "/recommended-evals/1", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data14 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data14.min !== void 0) {
              let data15 = data14.min;
              if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                const err29 = { instancePath: instancePath + "/recommended-evals/1/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data15 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              if (typeof data15 == "number" && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
                  const err30 = { instancePath: instancePath + "/recommended-evals/1/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
            }
            if (data14.max !== void 0) {
              let data16 = data14.max;
              if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                const err31 = { instancePath: instancePath + "/recommended-evals/1/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data16 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
              if (typeof data16 == "number" && isFinite(data16)) {
                if (data16 < 0 || isNaN(data16)) {
                  const err32 = { instancePath: instancePath + "/recommended-evals/1/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err33 = { instancePath: instancePath + "/recommended-evals/1", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data14 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data13["2"] !== void 0) {
          let data17 = data13["2"];
          if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            for (const key5 in data17) {
              if (!(key5 === "min" || key5 === "max")) {
                const err34 = { instancePath: instancePath + "/recommended-evals/2", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data17 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data17.min !== void 0) {
              let data18 = data17.min;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                const err35 = { instancePath: instancePath + "/recommended-evals/2/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data18 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (typeof data18 == "number" && isFinite(data18)) {
                if (data18 < 0 || isNaN(data18)) {
                  const err36 = { instancePath: instancePath + "/recommended-evals/2/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            }
            if (data17.max !== void 0) {
              let data19 = data17.max;
              if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
                const err37 = { instancePath: instancePath + "/recommended-evals/2/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data19 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (typeof data19 == "number" && isFinite(data19)) {
                if (data19 < 0 || isNaN(data19)) {
                  const err38 = { instancePath: instancePath + "/recommended-evals/2/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/recommended-evals/2", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data17 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data13["3"] !== void 0) {
          let data20 = data13["3"];
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key6 in data20) {
              if (!(key6 === "min" || key6 === "max")) {
                const err40 = { instancePath: instancePath + "/recommended-evals/3", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data20 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data20.min !== void 0) {
              let data21 = data20.min;
              if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                const err41 = { instancePath: instancePath + "/recommended-evals/3/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data21 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 < 0 || isNaN(data21)) {
                  const err42 = { instancePath: instancePath + "/recommended-evals/3/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            }
            if (data20.max !== void 0) {
              let data22 = data20.max;
              if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
                const err43 = { instancePath: instancePath + "/recommended-evals/3/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data22 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (typeof data22 == "number" && isFinite(data22)) {
                if (data22 < 0 || isNaN(data22)) {
                  const err44 = { instancePath: instancePath + "/recommended-evals/3/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data22 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/recommended-evals/3", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data20 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/recommended-evals", schemaPath: "#/properties/recommended-evals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["recommended-evals"].type, parentSchema: schema11.properties["recommended-evals"], data: data13 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.models !== void 0) {
      let data23 = data.models;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err47 = { instancePath: instancePath + "/models", schemaPath: "#/properties/models/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.models, data: data23 };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        const len4 = data23.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data24 = data23[i4];
          if (typeof data24 === "string") {
            if (func3(data24) < 1) {
              const err48 = { instancePath: instancePath + "/models/" + i4, schemaPath: "#/properties/models/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.models.items, data: data24 };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = { instancePath: instancePath + "/models/" + i4, schemaPath: "#/properties/models/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.models.items.type, parentSchema: schema11.properties.models.items, data: data24 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/models", schemaPath: "#/properties/models/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.models.type, parentSchema: schema11.properties.models, data: data23 };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data["judge-model"] !== void 0) {
      let data25 = data["judge-model"];
      if (typeof data25 === "string") {
        if (func3(data25) < 1) {
          const err51 = { instancePath: instancePath + "/judge-model", schemaPath: "#/properties/judge-model/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["judge-model"], data: data25 };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      } else {
        const err52 = { instancePath: instancePath + "/judge-model", schemaPath: "#/properties/judge-model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["judge-model"].type, parentSchema: schema11.properties["judge-model"], data: data25 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.judges !== void 0) {
      let data26 = data.judges;
      if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
        const err53 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.judges.type, parentSchema: schema11.properties.judges, data: data26 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      if (typeof data26 == "number" && isFinite(data26)) {
        if (data26 > 15 || isNaN(data26)) {
          const err54 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/maximum", keyword: "maximum", params: { comparison: "<=", limit: 15 }, message: "must be <= 15", schema: 15, parentSchema: schema11.properties.judges, data: data26 };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data26 < 1 || isNaN(data26)) {
          const err55 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.judges, data: data26 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
    }
    if (data["description-overlap"] !== void 0) {
      let data27 = data["description-overlap"];
      if (typeof data27 == "number" && isFinite(data27)) {
        if (data27 > 1 || isNaN(data27)) {
          const err56 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema11.properties["description-overlap"], data: data27 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data27 <= 0 || isNaN(data27)) {
          const err57 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["description-overlap"], data: data27 };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      } else {
        const err58 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["description-overlap"].type, parentSchema: schema11.properties["description-overlap"], data: data27 };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.severities !== void 0) {
      let data28 = data.severities;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        for (const key7 in data28) {
          const _errs75 = errors;
          if (typeof key7 === "string") {
            if (!pattern0.test(key7)) {
              const err59 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$" }, message: 'must match pattern "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$"', schema: "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$", parentSchema: schema11.properties.severities.propertyNames, data: key7, propertyName: key7 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          var valid26 = _errs75 === errors;
          if (!valid26) {
            const err60 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/propertyNames", keyword: "propertyNames", params: { propertyName: key7 }, message: "property name must be valid", schema: schema11.properties.severities.propertyNames, parentSchema: schema11.properties.severities, data: data28 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        for (const key8 in data28) {
          let data29 = data28[key8];
          if (!(data29 === "error" || data29 === "warning" || data29 === "off")) {
            const err61 = { instancePath: instancePath + "/severities/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/severities/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties.severities.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.severities.additionalProperties.enum, parentSchema: schema11.properties.severities.additionalProperties, data: data29 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
      } else {
        const err62 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.severities.type, parentSchema: schema11.properties.severities, data: data28 };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
    if (data.critical !== void 0) {
      let data30 = data.critical;
      if (Array.isArray(data30)) {
        const len5 = data30.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data31 = data30[i5];
          if (typeof data31 === "string") {
            if (func3(data31) < 1) {
              const err63 = { instancePath: instancePath + "/critical/" + i5, schemaPath: "#/properties/critical/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.critical.items, data: data31 };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/critical/" + i5, schemaPath: "#/properties/critical/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.critical.items.type, parentSchema: schema11.properties.critical.items, data: data31 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
      } else {
        const err65 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.critical.type, parentSchema: schema11.properties.critical, data: data30 };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data["min-drop"] !== void 0) {
      let data32 = data["min-drop"];
      if (typeof data32 == "number" && isFinite(data32)) {
        if (data32 > 1 || isNaN(data32)) {
          const err66 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema11.properties["min-drop"], data: data32 };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
        if (data32 < 0 || isNaN(data32)) {
          const err67 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["min-drop"], data: data32 };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
      } else {
        const err68 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["min-drop"].type, parentSchema: schema11.properties["min-drop"], data: data32 };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.gates !== void 0) {
      let data33 = data.gates;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        for (const key9 in data33) {
          if (!(key9 === "tier-threshold" || key9 === "release" || key9 === "release-thresholds" || key9 === "critical-evals" || key9 === "coverage" || key9 === "regression" || key9 === "anti-gaming" || key9 === "alpha")) {
            const err69 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates, data: data33 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data33["tier-threshold"] !== void 0) {
          let data34 = data33["tier-threshold"];
          const _errs88 = errors;
          let valid31 = false;
          let passing0 = null;
          const _errs89 = errors;
          if (typeof data34 !== "string") {
            const err70 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data34 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (!(data34 === "fail" || data34 === "warn" || data34 === "off")) {
            const err71 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data34 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          var _valid0 = _errs89 === errors;
          if (_valid0) {
            valid31 = true;
            passing0 = 0;
          }
          const _errs92 = errors;
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            for (const key10 in data34) {
              if (!(key10 === "1" || key10 === "2" || key10 === "3")) {
                const err72 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates.properties["tier-threshold"].oneOf[1], data: data34 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data34["1"] !== void 0) {
              let data35 = data34["1"];
              if (typeof data35 !== "string") {
                const err73 = { instancePath: instancePath + "/gates/tier-threshold/1", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data35 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
              if (!(data35 === "fail" || data35 === "warn" || data35 === "off")) {
                const err74 = { instancePath: instancePath + "/gates/tier-threshold/1", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data35 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data34["2"] !== void 0) {
              let data36 = data34["2"];
              if (typeof data36 !== "string") {
                const err75 = { instancePath: instancePath + "/gates/tier-threshold/2", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data36 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
              if (!(data36 === "fail" || data36 === "warn" || data36 === "off")) {
                const err76 = { instancePath: instancePath + "/gates/tier-threshold/2", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data36 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data34["3"] !== void 0) {
              let data37 = data34["3"];
              if (typeof data37 !== "string") {
                const err77 = { instancePath: instancePath + "/gates/tier-threshold/3", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data37 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
              if (!(data37 === "fail" || data37 === "warn" || data37 === "off")) {
                const err78 = { instancePath: instancePath + "/gates/tier-threshold/3", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data37 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
          } else {
            const err79 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.properties["tier-threshold"].oneOf[1].type, parentSchema: schema11.properties.gates.properties["tier-threshold"].oneOf[1], data: data34 };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
          var _valid0 = _errs92 === errors;
          if (_valid0 && valid31) {
            valid31 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid31 = true;
              passing0 = 1;
            }
          }
          if (!valid31) {
            const err80 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.gates.properties["tier-threshold"].oneOf, parentSchema: schema11.properties.gates.properties["tier-threshold"], data: data34 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          } else {
            errors = _errs88;
            if (vErrors !== null) {
              if (_errs88) {
                vErrors.length = _errs88;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data33.release !== void 0) {
          let data38 = data33.release;
          if (typeof data38 !== "string") {
            const err81 = { instancePath: instancePath + "/gates/release", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data38 };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
          if (!(data38 === "fail" || data38 === "warn" || data38 === "off")) {
            const err82 = { instancePath: instancePath + "/gates/release", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data38 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data33["release-thresholds"] !== void 0) {
          let data39 = data33["release-thresholds"];
          if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
            for (const key11 in data39) {
              if (!(key11 === "overall" || key11 === "critical" || key11 === "tool-reliability")) {
                const err83 = { instancePath: instancePath + "/gates/release-thresholds", schemaPath: "#/properties/gates/properties/release-thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates.properties["release-thresholds"], data: data39 };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
            if (data39.overall !== void 0) {
              let data40 = data39.overall;
              if (typeof data40 == "number" && isFinite(data40)) {
                if (data40 > 1 || isNaN(data40)) {
                  const err84 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
                if (data40 < 0 || isNaN(data40)) {
                  const err85 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err85];
                  } else {
                    vErrors.push(err85);
                  }
                  errors++;
                }
              } else {
                const err86 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data40 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data39.critical !== void 0) {
              let data41 = data39.critical;
              if (typeof data41 == "number" && isFinite(data41)) {
                if (data41 > 1 || isNaN(data41)) {
                  const err87 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
                if (data41 < 0 || isNaN(data41)) {
                  const err88 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              } else {
                const err89 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data41 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            if (data39["tool-reliability"] !== void 0) {
              let data42 = data39["tool-reliability"];
              if (typeof data42 == "number" && isFinite(data42)) {
                if (data42 > 1 || isNaN(data42)) {
                  const err90 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
                if (data42 < 0 || isNaN(data42)) {
                  const err91 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
              } else {
                const err92 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data42 };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/gates/release-thresholds", schemaPath: "#/properties/gates/properties/release-thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.properties["release-thresholds"].type, parentSchema: schema11.properties.gates.properties["release-thresholds"], data: data39 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data33["critical-evals"] !== void 0) {
          let data43 = data33["critical-evals"];
          if (typeof data43 !== "string") {
            const err94 = { instancePath: instancePath + "/gates/critical-evals", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data43 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
          if (!(data43 === "fail" || data43 === "warn" || data43 === "off")) {
            const err95 = { instancePath: instancePath + "/gates/critical-evals", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data43 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data33.coverage !== void 0) {
          let data44 = data33.coverage;
          if (typeof data44 !== "string") {
            const err96 = { instancePath: instancePath + "/gates/coverage", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data44 };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
          if (!(data44 === "fail" || data44 === "warn" || data44 === "off")) {
            const err97 = { instancePath: instancePath + "/gates/coverage", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data44 };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data33.regression !== void 0) {
          let data45 = data33.regression;
          if (typeof data45 !== "string") {
            const err98 = { instancePath: instancePath + "/gates/regression", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data45 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
          if (!(data45 === "fail" || data45 === "warn" || data45 === "off")) {
            const err99 = { instancePath: instancePath + "/gates/regression", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data45 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data33["anti-gaming"] !== void 0) {
          let data46 = data33["anti-gaming"];
          if (typeof data46 !== "string") {
            const err100 = { instancePath: instancePath + "/gates/anti-gaming", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data46 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
          if (!(data46 === "fail" || data46 === "warn" || data46 === "off")) {
            const err101 = { instancePath: instancePath + "/gates/anti-gaming", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data46 };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data33.alpha !== void 0) {
          let data47 = data33.alpha;
          if (typeof data47 == "number" && isFinite(data47)) {
            if (data47 > 0.5 || isNaN(data47)) {
              const err102 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/maximum", keyword: "maximum", params: { comparison: "<=", limit: 0.5 }, message: "must be <= 0.5", schema: 0.5, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            if (data47 <= 0 || isNaN(data47)) {
              const err103 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
              if (vErrors === null) {
                vErrors = [err103];
              } else {
                vErrors.push(err103);
              }
              errors++;
            }
          } else {
            const err104 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.gates.properties.alpha.type, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
      } else {
        const err105 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.type, parentSchema: schema11.properties.gates, data: data33 };
        if (vErrors === null) {
          vErrors = [err105];
        } else {
          vErrors.push(err105);
        }
        errors++;
      }
    }
    if (data.regression !== void 0) {
      let data48 = data.regression;
      if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
        for (const key12 in data48) {
          if (!(key12 === "tolerance" || key12 === "override-label" || key12 === "baseline-dir" || key12 === "required-top" || key12 === "warn-top" || key12 === "usage-file")) {
            const err106 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.regression, data: data48 };
            if (vErrors === null) {
              vErrors = [err106];
            } else {
              vErrors.push(err106);
            }
            errors++;
          }
        }
        if (data48.tolerance !== void 0) {
          let data49 = data48.tolerance;
          if (typeof data49 == "number" && isFinite(data49)) {
            if (data49 > 100 || isNaN(data49)) {
              const err107 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            if (data49 < 0 || isNaN(data49)) {
              const err108 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
          } else {
            const err109 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.regression.properties.tolerance.type, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data48["override-label"] !== void 0) {
          let data50 = data48["override-label"];
          if (typeof data50 === "string") {
            if (func3(data50) < 1) {
              const err110 = { instancePath: instancePath + "/regression/override-label", schemaPath: "#/properties/regression/properties/override-label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["override-label"], data: data50 };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
          } else {
            const err111 = { instancePath: instancePath + "/regression/override-label", schemaPath: "#/properties/regression/properties/override-label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["override-label"].type, parentSchema: schema11.properties.regression.properties["override-label"], data: data50 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data48["baseline-dir"] !== void 0) {
          let data51 = data48["baseline-dir"];
          if (typeof data51 === "string") {
            if (func3(data51) < 1) {
              const err112 = { instancePath: instancePath + "/regression/baseline-dir", schemaPath: "#/properties/regression/properties/baseline-dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["baseline-dir"], data: data51 };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
          } else {
            const err113 = { instancePath: instancePath + "/regression/baseline-dir", schemaPath: "#/properties/regression/properties/baseline-dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["baseline-dir"].type, parentSchema: schema11.properties.regression.properties["baseline-dir"], data: data51 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data48["required-top"] !== void 0) {
          let data52 = data48["required-top"];
          if (!(typeof data52 == "number" && (!(data52 % 1) && !isNaN(data52)) && isFinite(data52))) {
            const err114 = { instancePath: instancePath + "/regression/required-top", schemaPath: "#/properties/regression/properties/required-top/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.regression.properties["required-top"].type, parentSchema: schema11.properties.regression.properties["required-top"], data: data52 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
          if (typeof data52 == "number" && isFinite(data52)) {
            if (data52 < 0 || isNaN(data52)) {
              const err115 = { instancePath: instancePath + "/regression/required-top", schemaPath: "#/properties/regression/properties/required-top/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties["required-top"], data: data52 };
              if (vErrors === null) {
                vErrors = [err115];
              } else {
                vErrors.push(err115);
              }
              errors++;
            }
          }
        }
        if (data48["warn-top"] !== void 0) {
          let data53 = data48["warn-top"];
          if (!(typeof data53 == "number" && (!(data53 % 1) && !isNaN(data53)) && isFinite(data53))) {
            const err116 = { instancePath: instancePath + "/regression/warn-top", schemaPath: "#/properties/regression/properties/warn-top/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.regression.properties["warn-top"].type, parentSchema: schema11.properties.regression.properties["warn-top"], data: data53 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
          if (typeof data53 == "number" && isFinite(data53)) {
            if (data53 < 0 || isNaN(data53)) {
              const err117 = { instancePath: instancePath + "/regression/warn-top", schemaPath: "#/properties/regression/properties/warn-top/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties["warn-top"], data: data53 };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
          }
        }
        if (data48["usage-file"] !== void 0) {
          let data54 = data48["usage-file"];
          if (typeof data54 === "string") {
            if (func3(data54) < 1) {
              const err118 = { instancePath: instancePath + "/regression/usage-file", schemaPath: "#/properties/regression/properties/usage-file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["usage-file"], data: data54 };
              if (vErrors === null) {
                vErrors = [err118];
              } else {
                vErrors.push(err118);
              }
              errors++;
            }
          } else {
            const err119 = { instancePath: instancePath + "/regression/usage-file", schemaPath: "#/properties/regression/properties/usage-file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["usage-file"].type, parentSchema: schema11.properties.regression.properties["usage-file"], data: data54 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
      } else {
        const err120 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.regression.type, parentSchema: schema11.properties.regression, data: data48 };
        if (vErrors === null) {
          vErrors = [err120];
        } else {
          vErrors.push(err120);
        }
        errors++;
      }
    }
    if (data.trials !== void 0) {
      let data55 = data.trials;
      const _errs149 = errors;
      let valid47 = true;
      const _errs150 = errors;
      if (typeof data55 !== "string") {
        const err121 = {};
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
      var _valid1 = _errs150 === errors;
      errors = _errs149;
      if (vErrors !== null) {
        if (_errs149) {
          vErrors.length = _errs149;
        } else {
          vErrors = null;
        }
      }
      let ifClause0;
      if (_valid1) {
        const _errs152 = errors;
        if (!(data55 === "adaptive")) {
          const err122 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/then/enum", keyword: "enum", params: { allowedValues: schema11.properties.trials.then.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.trials.then.enum, parentSchema: schema11.properties.trials.then, data: data55 };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
        var _valid1 = _errs152 === errors;
        valid47 = _valid1;
        ifClause0 = "then";
      } else {
        const _errs153 = errors;
        if (!(typeof data55 == "number" && (!(data55 % 1) && !isNaN(data55)) && isFinite(data55))) {
          const err123 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.trials.else.type, parentSchema: schema11.properties.trials.else, data: data55 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
        if (typeof data55 == "number" && isFinite(data55)) {
          if (data55 > 100 || isNaN(data55)) {
            const err124 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties.trials.else, data: data55 };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
          if (data55 < 1 || isNaN(data55)) {
            const err125 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.trials.else, data: data55 };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        var _valid1 = _errs153 === errors;
        valid47 = _valid1;
        ifClause0 = "else";
      }
      if (!valid47) {
        const err126 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema11.properties.trials.if, parentSchema: schema11.properties.trials, data: data55 };
        if (vErrors === null) {
          vErrors = [err126];
        } else {
          vErrors.push(err126);
        }
        errors++;
      }
    }
    if (data["max-trials"] !== void 0) {
      let data56 = data["max-trials"];
      if (!(typeof data56 == "number" && (!(data56 % 1) && !isNaN(data56)) && isFinite(data56))) {
        const err127 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-trials"].type, parentSchema: schema11.properties["max-trials"], data: data56 };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
      if (typeof data56 == "number" && isFinite(data56)) {
        if (data56 > 100 || isNaN(data56)) {
          const err128 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties["max-trials"], data: data56 };
          if (vErrors === null) {
            vErrors = [err128];
          } else {
            vErrors.push(err128);
          }
          errors++;
        }
        if (data56 < 1 || isNaN(data56)) {
          const err129 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-trials"], data: data56 };
          if (vErrors === null) {
            vErrors = [err129];
          } else {
            vErrors.push(err129);
          }
          errors++;
        }
      }
    }
    if (data["full-eval-label"] !== void 0) {
      let data57 = data["full-eval-label"];
      if (typeof data57 === "string") {
        if (func3(data57) < 1) {
          const err130 = { instancePath: instancePath + "/full-eval-label", schemaPath: "#/properties/full-eval-label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["full-eval-label"], data: data57 };
          if (vErrors === null) {
            vErrors = [err130];
          } else {
            vErrors.push(err130);
          }
          errors++;
        }
      } else {
        const err131 = { instancePath: instancePath + "/full-eval-label", schemaPath: "#/properties/full-eval-label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["full-eval-label"].type, parentSchema: schema11.properties["full-eval-label"], data: data57 };
        if (vErrors === null) {
          vErrors = [err131];
        } else {
          vErrors.push(err131);
        }
        errors++;
      }
    }
    if (data["release-branches"] !== void 0) {
      let data58 = data["release-branches"];
      if (Array.isArray(data58)) {
        const len6 = data58.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data59 = data58[i6];
          if (typeof data59 === "string") {
            if (func3(data59) < 1) {
              const err132 = { instancePath: instancePath + "/release-branches/" + i6, schemaPath: "#/properties/release-branches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["release-branches"].items, data: data59 };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
          } else {
            const err133 = { instancePath: instancePath + "/release-branches/" + i6, schemaPath: "#/properties/release-branches/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["release-branches"].items.type, parentSchema: schema11.properties["release-branches"].items, data: data59 };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
        }
      } else {
        const err134 = { instancePath: instancePath + "/release-branches", schemaPath: "#/properties/release-branches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["release-branches"].type, parentSchema: schema11.properties["release-branches"], data: data58 };
        if (vErrors === null) {
          vErrors = [err134];
        } else {
          vErrors.push(err134);
        }
        errors++;
      }
    }
    if (data["risk-level"] !== void 0) {
      let data60 = data["risk-level"];
      if (typeof data60 !== "string") {
        const err135 = { instancePath: instancePath + "/risk-level", schemaPath: "#/properties/risk-level/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["risk-level"].type, parentSchema: schema11.properties["risk-level"], data: data60 };
        if (vErrors === null) {
          vErrors = [err135];
        } else {
          vErrors.push(err135);
        }
        errors++;
      }
      if (!(data60 === "low" || data60 === "medium" || data60 === "high" || data60 === "critical")) {
        const err136 = { instancePath: instancePath + "/risk-level", schemaPath: "#/properties/risk-level/enum", keyword: "enum", params: { allowedValues: schema11.properties["risk-level"].enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["risk-level"].enum, parentSchema: schema11.properties["risk-level"], data: data60 };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
    if (data["global-paths"] !== void 0) {
      let data61 = data["global-paths"];
      if (Array.isArray(data61)) {
        const len7 = data61.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data62 = data61[i7];
          if (typeof data62 === "string") {
            if (func3(data62) < 1) {
              const err137 = { instancePath: instancePath + "/global-paths/" + i7, schemaPath: "#/properties/global-paths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["global-paths"].items, data: data62 };
              if (vErrors === null) {
                vErrors = [err137];
              } else {
                vErrors.push(err137);
              }
              errors++;
            }
          } else {
            const err138 = { instancePath: instancePath + "/global-paths/" + i7, schemaPath: "#/properties/global-paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["global-paths"].items.type, parentSchema: schema11.properties["global-paths"].items, data: data62 };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = { instancePath: instancePath + "/global-paths", schemaPath: "#/properties/global-paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["global-paths"].type, parentSchema: schema11.properties["global-paths"], data: data61 };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.concurrency !== void 0) {
      let data63 = data.concurrency;
      if (!(typeof data63 == "number" && (!(data63 % 1) && !isNaN(data63)) && isFinite(data63))) {
        const err140 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.concurrency.type, parentSchema: schema11.properties.concurrency, data: data63 };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
      if (typeof data63 == "number" && isFinite(data63)) {
        if (data63 > 64 || isNaN(data63)) {
          const err141 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/maximum", keyword: "maximum", params: { comparison: "<=", limit: 64 }, message: "must be <= 64", schema: 64, parentSchema: schema11.properties.concurrency, data: data63 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data63 < 1 || isNaN(data63)) {
          const err142 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.concurrency, data: data63 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
      }
    }
    if (data["max-turns"] !== void 0) {
      let data64 = data["max-turns"];
      if (!(typeof data64 == "number" && (!(data64 % 1) && !isNaN(data64)) && isFinite(data64))) {
        const err143 = { instancePath: instancePath + "/max-turns", schemaPath: "#/properties/max-turns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-turns"].type, parentSchema: schema11.properties["max-turns"], data: data64 };
        if (vErrors === null) {
          vErrors = [err143];
        } else {
          vErrors.push(err143);
        }
        errors++;
      }
      if (typeof data64 == "number" && isFinite(data64)) {
        if (data64 < 1 || isNaN(data64)) {
          const err144 = { instancePath: instancePath + "/max-turns", schemaPath: "#/properties/max-turns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-turns"], data: data64 };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
      }
    }
    if (data["max-tokens"] !== void 0) {
      let data65 = data["max-tokens"];
      if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)) && isFinite(data65))) {
        const err145 = { instancePath: instancePath + "/max-tokens", schemaPath: "#/properties/max-tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-tokens"].type, parentSchema: schema11.properties["max-tokens"], data: data65 };
        if (vErrors === null) {
          vErrors = [err145];
        } else {
          vErrors.push(err145);
        }
        errors++;
      }
      if (typeof data65 == "number" && isFinite(data65)) {
        if (data65 < 1 || isNaN(data65)) {
          const err146 = { instancePath: instancePath + "/max-tokens", schemaPath: "#/properties/max-tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-tokens"], data: data65 };
          if (vErrors === null) {
            vErrors = [err146];
          } else {
            vErrors.push(err146);
          }
          errors++;
        }
      }
    }
    if (data["run-timeout-seconds"] !== void 0) {
      let data66 = data["run-timeout-seconds"];
      if (typeof data66 == "number" && isFinite(data66)) {
        if (data66 <= 0 || isNaN(data66)) {
          const err147 = { instancePath: instancePath + "/run-timeout-seconds", schemaPath: "#/properties/run-timeout-seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["run-timeout-seconds"], data: data66 };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
      } else {
        const err148 = { instancePath: instancePath + "/run-timeout-seconds", schemaPath: "#/properties/run-timeout-seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["run-timeout-seconds"].type, parentSchema: schema11.properties["run-timeout-seconds"], data: data66 };
        if (vErrors === null) {
          vErrors = [err148];
        } else {
          vErrors.push(err148);
        }
        errors++;
      }
    }
    if (data["request-idle-timeout-seconds"] !== void 0) {
      let data67 = data["request-idle-timeout-seconds"];
      if (typeof data67 == "number" && isFinite(data67)) {
        if (data67 <= 0 || isNaN(data67)) {
          const err149 = { instancePath: instancePath + "/request-idle-timeout-seconds", schemaPath: "#/properties/request-idle-timeout-seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["request-idle-timeout-seconds"], data: data67 };
          if (vErrors === null) {
            vErrors = [err149];
          } else {
            vErrors.push(err149);
          }
          errors++;
        }
      } else {
        const err150 = { instancePath: instancePath + "/request-idle-timeout-seconds", schemaPath: "#/properties/request-idle-timeout-seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["request-idle-timeout-seconds"].type, parentSchema: schema11.properties["request-idle-timeout-seconds"], data: data67 };
        if (vErrors === null) {
          vErrors = [err150];
        } else {
          vErrors.push(err150);
        }
        errors++;
      }
    }
    if (data.executor !== void 0) {
      let data68 = data.executor;
      if (typeof data68 !== "string") {
        const err151 = { instancePath: instancePath + "/executor", schemaPath: "#/properties/executor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.executor.type, parentSchema: schema11.properties.executor, data: data68 };
        if (vErrors === null) {
          vErrors = [err151];
        } else {
          vErrors.push(err151);
        }
        errors++;
      }
      if (!(data68 === "api" || data68 === "claude-code")) {
        const err152 = { instancePath: instancePath + "/executor", schemaPath: "#/properties/executor/enum", keyword: "enum", params: { allowedValues: schema11.properties.executor.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.executor.enum, parentSchema: schema11.properties.executor, data: data68 };
        if (vErrors === null) {
          vErrors = [err152];
        } else {
          vErrors.push(err152);
        }
        errors++;
      }
    }
    if (data["skill-executors"] !== void 0) {
      let data69 = data["skill-executors"];
      if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
        for (const key13 in data69) {
          let data70 = data69[key13];
          if (typeof data70 !== "string") {
            const err153 = { instancePath: instancePath + "/skill-executors/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skill-executors/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-executors"].additionalProperties.type, parentSchema: schema11.properties["skill-executors"].additionalProperties, data: data70 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
          if (!(data70 === "api" || data70 === "claude-code")) {
            const err154 = { instancePath: instancePath + "/skill-executors/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skill-executors/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties["skill-executors"].additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["skill-executors"].additionalProperties.enum, parentSchema: schema11.properties["skill-executors"].additionalProperties, data: data70 };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
      } else {
        const err155 = { instancePath: instancePath + "/skill-executors", schemaPath: "#/properties/skill-executors/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["skill-executors"].type, parentSchema: schema11.properties["skill-executors"], data: data69 };
        if (vErrors === null) {
          vErrors = [err155];
        } else {
          vErrors.push(err155);
        }
        errors++;
      }
    }
    if (data["claude-code-path"] !== void 0) {
      let data71 = data["claude-code-path"];
      if (typeof data71 === "string") {
        if (func3(data71) < 1) {
          const err156 = { instancePath: instancePath + "/claude-code-path", schemaPath: "#/properties/claude-code-path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["claude-code-path"], data: data71 };
          if (vErrors === null) {
            vErrors = [err156];
          } else {
            vErrors.push(err156);
          }
          errors++;
        }
      } else {
        const err157 = { instancePath: instancePath + "/claude-code-path", schemaPath: "#/properties/claude-code-path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["claude-code-path"].type, parentSchema: schema11.properties["claude-code-path"], data: data71 };
        if (vErrors === null) {
          vErrors = [err157];
        } else {
          vErrors.push(err157);
        }
        errors++;
      }
    }
    if (data["claude-code-version"] !== void 0) {
      let data72 = data["claude-code-version"];
      if (typeof data72 === "string") {
        if (!pattern1.test(data72)) {
          const err158 = { instancePath: instancePath + "/claude-code-version", schemaPath: "#/properties/claude-code-version/pattern", keyword: "pattern", params: { pattern: "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$" }, message: 'must match pattern "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$"', schema: "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", parentSchema: schema11.properties["claude-code-version"], data: data72 };
          if (vErrors === null) {
            vErrors = [err158];
          } else {
            vErrors.push(err158);
          }
          errors++;
        }
      } else {
        const err159 = { instancePath: instancePath + "/claude-code-version", schemaPath: "#/properties/claude-code-version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["claude-code-version"].type, parentSchema: schema11.properties["claude-code-version"], data: data72 };
        if (vErrors === null) {
          vErrors = [err159];
        } else {
          vErrors.push(err159);
        }
        errors++;
      }
    }
    if (data.runner !== void 0) {
      let data73 = data.runner;
      if (typeof data73 !== "string") {
        const err160 = { instancePath: instancePath + "/runner", schemaPath: "#/properties/runner/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.runner.type, parentSchema: schema11.properties.runner, data: data73 };
        if (vErrors === null) {
          vErrors = [err160];
        } else {
          vErrors.push(err160);
        }
        errors++;
      }
      if (!(data73 === "api" || data73 === "batch")) {
        const err161 = { instancePath: instancePath + "/runner", schemaPath: "#/properties/runner/enum", keyword: "enum", params: { allowedValues: schema11.properties.runner.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.runner.enum, parentSchema: schema11.properties.runner, data: data73 };
        if (vErrors === null) {
          vErrors = [err161];
        } else {
          vErrors.push(err161);
        }
        errors++;
      }
    }
    if (data["tracking-issue"] !== void 0) {
      let data74 = data["tracking-issue"];
      if (data74 && typeof data74 == "object" && !Array.isArray(data74)) {
        for (const key14 in data74) {
          if (!(key14 === "enabled" || key14 === "eol-warning-days" || key14 === "label")) {
            const err162 = { instancePath: instancePath + "/tracking-issue", schemaPath: "#/properties/tracking-issue/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties["tracking-issue"], data: data74 };
            if (vErrors === null) {
              vErrors = [err162];
            } else {
              vErrors.push(err162);
            }
            errors++;
          }
        }
        if (data74.enabled !== void 0) {
          let data75 = data74.enabled;
          if (typeof data75 !== "boolean") {
            const err163 = { instancePath: instancePath + "/tracking-issue/enabled", schemaPath: "#/properties/tracking-issue/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties["tracking-issue"].properties.enabled.type, parentSchema: schema11.properties["tracking-issue"].properties.enabled, data: data75 };
            if (vErrors === null) {
              vErrors = [err163];
            } else {
              vErrors.push(err163);
            }
            errors++;
          }
        }
        if (data74["eol-warning-days"] !== void 0) {
          let data76 = data74["eol-warning-days"];
          if (!(typeof data76 == "number" && (!(data76 % 1) && !isNaN(data76)) && isFinite(data76))) {
            const err164 = { instancePath: instancePath + "/tracking-issue/eol-warning-days", schemaPath: "#/properties/tracking-issue/properties/eol-warning-days/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["tracking-issue"].properties["eol-warning-days"].type, parentSchema: schema11.properties["tracking-issue"].properties["eol-warning-days"], data: data76 };
            if (vErrors === null) {
              vErrors = [err164];
            } else {
              vErrors.push(err164);
            }
            errors++;
          }
          if (typeof data76 == "number" && isFinite(data76)) {
            if (data76 < 0 || isNaN(data76)) {
              const err165 = { instancePath: instancePath + "/tracking-issue/eol-warning-days", schemaPath: "#/properties/tracking-issue/properties/eol-warning-days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["tracking-issue"].properties["eol-warning-days"], data: data76 };
              if (vErrors === null) {
                vErrors = [err165];
              } else {
                vErrors.push(err165);
              }
              errors++;
            }
          }
        }
        if (data74.label !== void 0) {
          let data77 = data74.label;
          if (typeof data77 === "string") {
            if (func3(data77) < 1) {
              const err166 = { instancePath: instancePath + "/tracking-issue/label", schemaPath: "#/properties/tracking-issue/properties/label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["tracking-issue"].properties.label, data: data77 };
              if (vErrors === null) {
                vErrors = [err166];
              } else {
                vErrors.push(err166);
              }
              errors++;
            }
          } else {
            const err167 = { instancePath: instancePath + "/tracking-issue/label", schemaPath: "#/properties/tracking-issue/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["tracking-issue"].properties.label.type, parentSchema: schema11.properties["tracking-issue"].properties.label, data: data77 };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
      } else {
        const err168 = { instancePath: instancePath + "/tracking-issue", schemaPath: "#/properties/tracking-issue/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["tracking-issue"].type, parentSchema: schema11.properties["tracking-issue"], data: data74 };
        if (vErrors === null) {
          vErrors = [err168];
        } else {
          vErrors.push(err168);
        }
        errors++;
      }
    }
    if (data["skill-loading"] !== void 0) {
      let data78 = data["skill-loading"];
      if (typeof data78 !== "string") {
        const err169 = { instancePath: instancePath + "/skill-loading", schemaPath: "#/properties/skill-loading/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-loading"].type, parentSchema: schema11.properties["skill-loading"], data: data78 };
        if (vErrors === null) {
          vErrors = [err169];
        } else {
          vErrors.push(err169);
        }
        errors++;
      }
      if (!(data78 === "preload" || data78 === "discover")) {
        const err170 = { instancePath: instancePath + "/skill-loading", schemaPath: "#/properties/skill-loading/enum", keyword: "enum", params: { allowedValues: schema11.properties["skill-loading"].enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["skill-loading"].enum, parentSchema: schema11.properties["skill-loading"], data: data78 };
        if (vErrors === null) {
          vErrors = [err170];
        } else {
          vErrors.push(err170);
        }
        errors++;
      }
    }
    if (data.bash !== void 0) {
      let data79 = data.bash;
      if (typeof data79 !== "boolean") {
        const err171 = { instancePath: instancePath + "/bash", schemaPath: "#/properties/bash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.bash.type, parentSchema: schema11.properties.bash, data: data79 };
        if (vErrors === null) {
          vErrors = [err171];
        } else {
          vErrors.push(err171);
        }
        errors++;
      }
    }
    if (data.secrets !== void 0) {
      let data80 = data.secrets;
      if (Array.isArray(data80)) {
        const len8 = data80.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data81 = data80[i8];
          if (typeof data81 === "string") {
            if (!pattern2.test(data81)) {
              const err172 = { instancePath: instancePath + "/secrets/" + i8, schemaPath: "#/properties/secrets/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_-]*$"', schema: "^[A-Za-z_][A-Za-z0-9_-]*$", parentSchema: schema11.properties.secrets.items, data: data81 };
              if (vErrors === null) {
                vErrors = [err172];
              } else {
                vErrors.push(err172);
              }
              errors++;
            }
          } else {
            const err173 = { instancePath: instancePath + "/secrets/" + i8, schemaPath: "#/properties/secrets/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.secrets.items.type, parentSchema: schema11.properties.secrets.items, data: data81 };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
      } else {
        const err174 = { instancePath: instancePath + "/secrets", schemaPath: "#/properties/secrets/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.secrets.type, parentSchema: schema11.properties.secrets, data: data80 };
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      }
    }
    if (data["outputs-max-mb"] !== void 0) {
      let data82 = data["outputs-max-mb"];
      if (typeof data82 == "number" && isFinite(data82)) {
        if (data82 <= 0 || isNaN(data82)) {
          const err175 = { instancePath: instancePath + "/outputs-max-mb", schemaPath: "#/properties/outputs-max-mb/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["outputs-max-mb"], data: data82 };
          if (vErrors === null) {
            vErrors = [err175];
          } else {
            vErrors.push(err175);
          }
          errors++;
        }
      } else {
        const err176 = { instancePath: instancePath + "/outputs-max-mb", schemaPath: "#/properties/outputs-max-mb/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["outputs-max-mb"].type, parentSchema: schema11.properties["outputs-max-mb"], data: data82 };
        if (vErrors === null) {
          vErrors = [err176];
        } else {
          vErrors.push(err176);
        }
        errors++;
      }
    }
    if (data.cache !== void 0) {
      let data83 = data.cache;
      if (typeof data83 !== "string") {
        const err177 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.cache.type, parentSchema: schema11.properties.cache, data: data83 };
        if (vErrors === null) {
          vErrors = [err177];
        } else {
          vErrors.push(err177);
        }
        errors++;
      }
      if (!(data83 === "read-write" || data83 === "read-only" || data83 === "off")) {
        const err178 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/enum", keyword: "enum", params: { allowedValues: schema11.properties.cache.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.cache.enum, parentSchema: schema11.properties.cache, data: data83 };
        if (vErrors === null) {
          vErrors = [err178];
        } else {
          vErrors.push(err178);
        }
        errors++;
      }
    }
    if (data["cache-dir"] !== void 0) {
      let data84 = data["cache-dir"];
      if (typeof data84 === "string") {
        if (func3(data84) < 1) {
          const err179 = { instancePath: instancePath + "/cache-dir", schemaPath: "#/properties/cache-dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["cache-dir"], data: data84 };
          if (vErrors === null) {
            vErrors = [err179];
          } else {
            vErrors.push(err179);
          }
          errors++;
        }
      } else {
        const err180 = { instancePath: instancePath + "/cache-dir", schemaPath: "#/properties/cache-dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["cache-dir"].type, parentSchema: schema11.properties["cache-dir"], data: data84 };
        if (vErrors === null) {
          vErrors = [err180];
        } else {
          vErrors.push(err180);
        }
        errors++;
      }
    }
    if (data["max-cost-usd"] !== void 0) {
      let data85 = data["max-cost-usd"];
      if (!(typeof data85 == "number" && isFinite(data85)) && data85 !== null) {
        const err181 = { instancePath: instancePath + "/max-cost-usd", schemaPath: "#/properties/max-cost-usd/type", keyword: "type", params: { type: schema11.properties["max-cost-usd"].type }, message: "must be number,null", schema: schema11.properties["max-cost-usd"].type, parentSchema: schema11.properties["max-cost-usd"], data: data85 };
        if (vErrors === null) {
          vErrors = [err181];
        } else {
          vErrors.push(err181);
        }
        errors++;
      }
      if (typeof data85 == "number" && isFinite(data85)) {
        if (data85 < 0 || isNaN(data85)) {
          const err182 = { instancePath: instancePath + "/max-cost-usd", schemaPath: "#/properties/max-cost-usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["max-cost-usd"], data: data85 };
          if (vErrors === null) {
            vErrors = [err182];
          } else {
            vErrors.push(err182);
          }
          errors++;
        }
      }
    }
    if (data["max-runs"] !== void 0) {
      let data86 = data["max-runs"];
      if (!(typeof data86 == "number" && (!(data86 % 1) && !isNaN(data86)) && isFinite(data86)) && data86 !== null) {
        const err183 = { instancePath: instancePath + "/max-runs", schemaPath: "#/properties/max-runs/type", keyword: "type", params: { type: schema11.properties["max-runs"].type }, message: "must be integer,null", schema: schema11.properties["max-runs"].type, parentSchema: schema11.properties["max-runs"], data: data86 };
        if (vErrors === null) {
          vErrors = [err183];
        } else {
          vErrors.push(err183);
        }
        errors++;
      }
      if (typeof data86 == "number" && isFinite(data86)) {
        if (data86 < 1 || isNaN(data86)) {
          const err184 = { instancePath: instancePath + "/max-runs", schemaPath: "#/properties/max-runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-runs"], data: data86 };
          if (vErrors === null) {
            vErrors = [err184];
          } else {
            vErrors.push(err184);
          }
          errors++;
        }
      }
    }
  } else {
    const err185 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err185];
    } else {
      vErrors.push(err185);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var evals = validate11;
var schema33 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/evals.schema.json", "title": "skill-evals eval suite (evals.json)", "description": "Test prompts for Claude Agent Skills. Two layouts are accepted: a repo-level `evals/evals.json` whose entries each name their `skill` (SPEC-0017), and a per-skill `skills/<name>/evals/evals.json` whose `skill_name` is the skill's name (skill-creator).", "type": "object", "required": ["evals"], "properties": { "$schema": { "type": "string", "description": "URL or path of this JSON Schema, for editors." }, "skill_name": { "type": "string", "minLength": 1, "description": "Per-skill suites: the skill's `name` from its SKILL.md frontmatter (must match). Repo-level suites: free label, e.g. the plugin name; when it names an existing skill, entries without `skill` belong to it." }, "evals": { "type": "array", "description": "The test cases. SPEC-0017 recommends 3-4 per Tier 1 skill, 2-3 per Tier 2 skill and 2 per Tier 3 skill.", "items": { "$ref": "#/definitions/eval" } } }, "additionalProperties": false, "definitions": { "eval": { "type": "object", "description": "One test case: a realistic user prompt plus the objectively verifiable assertions its result must satisfy.", "required": ["id", "prompt"], "properties": { "id": { "type": ["integer", "string"], "minLength": 1, "description": "Identifier, unique per skill. An integer in both reference formats (SPEC-0017 uses ranges per tier: 1-99, 100-199, 200-299); a non-empty string is also accepted." }, "skill": { "type": "string", "minLength": 1, "description": "Repo-level suites: name of the skill under test (a folder with SKILL.md). In a per-skill suite it may be omitted; if present it must be that skill." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message sent to Claude: realistic, with the context, file paths and specifics a real user would give." }, "expected_output": { "type": "string", "description": "Human-readable description of a successful result (shown to reviewers and to the LLM judge)." }, "files": { "type": "array", "description": "Input files copied into the agent's workspace. Per-skill suites: paths relative to the skill folder; repo-level suites: relative to the repository root. Each must exist and stay inside the repository.", "items": { "type": "string", "minLength": 1, "description": "Relative path of an input file." } }, "assertions": { "type": "array", "description": "Objectively verifiable statements about the result (at least 2 per eval). Same as `expectations`; use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "expectations": { "type": "array", "description": "skill-creator's name for `assertions` (at least 2 per eval). Use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "bash": { "type": "boolean", "description": "Give the agent a bash tool for this eval (overrides the `bash` setting in evals/config.yaml)." }, "network": { "type": "boolean", "description": "Let this eval's Bash, Claude Code run and script checks use the host's network (loopback services and the internet). Default false: each sandboxed step has a network of its own with nothing on it; host Unix sockets stay hidden either way. The run's summary names the evals that opt in." }, "critical": { "type": "boolean", "description": "A critical eval: it must pass on the pull request (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default false." }, "skill_loading": { "type": "string", "enum": ["preload", "discover"], "description": "How the skill reaches the agent: `preload` puts SKILL.md in the context up front; `discover` lists it by name and description and lets the agent decide to load it (tests triggering). Overrides `skill-loading` in evals/config.yaml." } }, "not": { "description": "`assertions` and `expectations` are two names for the same list; use only one.", "required": ["assertions", "expectations"] }, "additionalProperties": false }, "assertion": { "description": "A verifiable statement, either as plain text (graded by the LLM judge) or as an object.", "type": ["string", "object"], "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "required": ["text"], "properties": { "text": { "type": "string", "minLength": 1, "description": 'The statement, e.g. "YAML frontmatter contains status: proposed".' }, "type": { "type": "string", "description": "Free category: structural, content, format, behavioral, coverage, …" }, "check": { "$ref": "#/definitions/check", "description": "Optional deterministic check: an object with a `kind` (e.g. a file or regex check) plus that kind's fields. Assertions with a check are graded by a program; the others by the LLM judge." } }, "additionalProperties": false } }, "check": { "type": "object", "description": "A deterministic check graded by a program instead of the LLM judge. `kind` selects the check; its other fields depend on the kind.", "required": ["kind"], "properties": { "kind": { "type": "string", "minLength": 1, "description": "Name of the check kind: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter or script (hyphens are accepted for underscores). Each kind's fields are validated by skill-evals itself (rule suite.check.invalid), not by this schema.", "examples": ["contains", "not_contains", "regex", "file_exists", "file_absent", "json_schema", "json_path", "tool_called", "tool_not_called", "frontmatter", "script"] } }, "additionalProperties": true } } };
var schema34 = { "type": "object", "description": "One test case: a realistic user prompt plus the objectively verifiable assertions its result must satisfy.", "required": ["id", "prompt"], "properties": { "id": { "type": ["integer", "string"], "minLength": 1, "description": "Identifier, unique per skill. An integer in both reference formats (SPEC-0017 uses ranges per tier: 1-99, 100-199, 200-299); a non-empty string is also accepted." }, "skill": { "type": "string", "minLength": 1, "description": "Repo-level suites: name of the skill under test (a folder with SKILL.md). In a per-skill suite it may be omitted; if present it must be that skill." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message sent to Claude: realistic, with the context, file paths and specifics a real user would give." }, "expected_output": { "type": "string", "description": "Human-readable description of a successful result (shown to reviewers and to the LLM judge)." }, "files": { "type": "array", "description": "Input files copied into the agent's workspace. Per-skill suites: paths relative to the skill folder; repo-level suites: relative to the repository root. Each must exist and stay inside the repository.", "items": { "type": "string", "minLength": 1, "description": "Relative path of an input file." } }, "assertions": { "type": "array", "description": "Objectively verifiable statements about the result (at least 2 per eval). Same as `expectations`; use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "expectations": { "type": "array", "description": "skill-creator's name for `assertions` (at least 2 per eval). Use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "bash": { "type": "boolean", "description": "Give the agent a bash tool for this eval (overrides the `bash` setting in evals/config.yaml)." }, "network": { "type": "boolean", "description": "Let this eval's Bash, Claude Code run and script checks use the host's network (loopback services and the internet). Default false: each sandboxed step has a network of its own with nothing on it; host Unix sockets stay hidden either way. The run's summary names the evals that opt in." }, "critical": { "type": "boolean", "description": "A critical eval: it must pass on the pull request (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default false." }, "skill_loading": { "type": "string", "enum": ["preload", "discover"], "description": "How the skill reaches the agent: `preload` puts SKILL.md in the context up front; `discover` lists it by name and description and lets the agent decide to load it (tests triggering). Overrides `skill-loading` in evals/config.yaml." } }, "not": { "description": "`assertions` and `expectations` are two names for the same list; use only one.", "required": ["assertions", "expectations"] }, "additionalProperties": false };
var schema35 = { "description": "A verifiable statement, either as plain text (graded by the LLM judge) or as an object.", "type": ["string", "object"], "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "required": ["text"], "properties": { "text": { "type": "string", "minLength": 1, "description": 'The statement, e.g. "YAML frontmatter contains status: proposed".' }, "type": { "type": "string", "description": "Free category: structural, content, format, behavioral, coverage, …" }, "check": { "$ref": "#/definitions/check", "description": "Optional deterministic check: an object with a `kind` (e.g. a file or regex check) plus that kind's fields. Assertions with a check are graded by a program; the others by the LLM judge." } }, "additionalProperties": false } };
var schema36 = { "type": "object", "description": "A deterministic check graded by a program instead of the LLM judge. `kind` selects the check; its other fields depend on the kind.", "required": ["kind"], "properties": { "kind": { "type": "string", "minLength": 1, "description": "Name of the check kind: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter or script (hyphens are accepted for underscores). Each kind's fields are validated by skill-evals itself (rule suite.check.invalid), not by this schema.", "examples": ["contains", "not_contains", "regex", "file_exists", "file_absent", "json_schema", "json_path", "tool_called", "tool_not_called", "frontmatter", "script"] } }, "additionalProperties": true };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string" && !(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema35.type }, message: "must be string,object", schema: schema35.type, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (typeof data !== "string") {
    const err1 = {};
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (typeof data === "string") {
      if (func3(data) < 1) {
        const err2 = { instancePath, schemaPath: "#/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.text === void 0) {
        const err3 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema35.else.required, parentSchema: schema35.else, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "text" || key0 === "type" || key0 === "check")) {
          const err4 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.else, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.text !== void 0) {
        let data0 = data.text;
        if (typeof data0 === "string") {
          if (func3(data0) < 1) {
            const err5 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.else.properties.text, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.text.type, parentSchema: schema35.else.properties.text, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        let data1 = data.type;
        if (typeof data1 !== "string") {
          const err7 = { instancePath: instancePath + "/type", schemaPath: "#/else/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.type.type, parentSchema: schema35.else.properties.type, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.check !== void 0) {
        let data2 = data.check;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.kind === void 0) {
            const err8 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema36.required, parentSchema: schema36, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (data2.kind !== void 0) {
            let data3 = data2.kind;
            if (typeof data3 === "string") {
              if (func3(data3) < 1) {
                const err9 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.kind, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            } else {
              const err10 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.kind.type, parentSchema: schema36.properties.kind, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        } else {
          const err11 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err12 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema35.if, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.assertions === void 0 && (missing0 = "assertions") || data.expectations === void 0 && (missing0 = "expectations")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    const err1 = { instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema34.not, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.prompt === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema34.properties, key0)) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0)) && typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: schema34.properties.id.type }, message: "must be integer,string", schema: schema34.properties.id.type, parentSchema: schema34.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.skill !== void 0) {
      let data1 = data.skill;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err7 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.skill, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.skill.type, parentSchema: schema34.properties.skill, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.prompt !== void 0) {
      let data2 = data.prompt;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err9 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.prompt, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.prompt.type, parentSchema: schema34.properties.prompt, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.expected_output !== void 0) {
      let data3 = data.expected_output;
      if (typeof data3 !== "string") {
        const err11 = { instancePath: instancePath + "/expected_output", schemaPath: "#/properties/expected_output/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.expected_output.type, parentSchema: schema34.properties.expected_output, data: data3 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.files !== void 0) {
      let data4 = data.files;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err12 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.files.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.files.items.type, parentSchema: schema34.properties.files.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.files.type, parentSchema: schema34.properties.files, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.assertions !== void 0) {
      let data6 = data.assertions;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate13(data6[i1], { instancePath: instancePath + "/assertions/" + i1, parentData: data6, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/assertions", schemaPath: "#/properties/assertions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.assertions.type, parentSchema: schema34.properties.assertions, data: data6 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.expectations !== void 0) {
      let data8 = data.expectations;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate13(data8[i2], { instancePath: instancePath + "/expectations/" + i2, parentData: data8, parentDataProperty: i2, rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/expectations", schemaPath: "#/properties/expectations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.expectations.type, parentSchema: schema34.properties.expectations, data: data8 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.bash !== void 0) {
      let data10 = data.bash;
      if (typeof data10 !== "boolean") {
        const err17 = { instancePath: instancePath + "/bash", schemaPath: "#/properties/bash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.bash.type, parentSchema: schema34.properties.bash, data: data10 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.network !== void 0) {
      let data11 = data.network;
      if (typeof data11 !== "boolean") {
        const err18 = { instancePath: instancePath + "/network", schemaPath: "#/properties/network/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.network.type, parentSchema: schema34.properties.network, data: data11 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.critical !== void 0) {
      let data12 = data.critical;
      if (typeof data12 !== "boolean") {
        const err19 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.critical.type, parentSchema: schema34.properties.critical, data: data12 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.skill_loading !== void 0) {
      let data13 = data.skill_loading;
      if (typeof data13 !== "string") {
        const err20 = { instancePath: instancePath + "/skill_loading", schemaPath: "#/properties/skill_loading/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.skill_loading.type, parentSchema: schema34.properties.skill_loading, data: data13 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data13 === "preload" || data13 === "discover")) {
        const err21 = { instancePath: instancePath + "/skill_loading", schemaPath: "#/properties/skill_loading/enum", keyword: "enum", params: { allowedValues: schema34.properties.skill_loading.enum }, message: "must be equal to one of the allowed values", schema: schema34.properties.skill_loading.enum, parentSchema: schema34.properties.skill_loading, data: data13 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.type, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.evals === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "evals" }, message: "must have required property 'evals'", schema: schema33.required, parentSchema: schema33, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "skill_name" || key0 === "evals")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.$schema.type, parentSchema: schema33.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.skill_name !== void 0) {
      let data1 = data.skill_name;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err3 = { instancePath: instancePath + "/skill_name", schemaPath: "#/properties/skill_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.properties.skill_name, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/skill_name", schemaPath: "#/properties/skill_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.skill_name.type, parentSchema: schema33.properties.skill_name, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.evals !== void 0) {
      let data2 = data.evals;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate12(data2[i0], { instancePath: instancePath + "/evals/" + i0, parentData: data2, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/evals", schemaPath: "#/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.evals.type, parentSchema: schema33.properties.evals, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.type, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var pipeline = validate17;
var schema37 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/pipeline.schema.json", "title": "skill-evals pipeline scenario (evals/pipeline/<id>.json)", "description": 'Skills run in sequence on one disposable local git repository, so the artefacts of each step flow to the next (SPEC-0017 "Cross-Skill Pipeline Testing"). Each step\'s `verify` is graded right after the step; `final_assertions` after the last step.', "type": "object", "required": ["id", "description", "setup", "steps", "final_assertions"], "properties": { "$schema": { "type": "string", "description": "URL or path of this JSON Schema, for editors." }, "id": { "type": "string", "minLength": 1, "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "description": "Kebab-case identifier; must equal the file name without `.json`." }, "description": { "type": "string", "minLength": 1, "description": "Short human-readable purpose of the scenario." }, "cost_class": { "type": "string", "enum": ["low", "high"], "description": "`low` (default) or `high`; high-cost scenarios get a cost notice in the PR comment." }, "setup": { "type": "object", "description": "How the disposable repository is made and what it holds before step 1.", "required": ["repo_strategy"], "properties": { "repo_strategy": { "type": "string", "enum": ["local-tmp-init", "gh-disposable"], "description": "`local-tmp-init`: a temporary directory with `git init`, the seed files and an initial commit, removed afterwards. `gh-disposable` (a real GitHub repository) is part of the reference format but NOT supported by skill-evals: `validate` rejects it." }, "seed": { "type": "object", "description": "The repository's content before step 1 (committed as the initial commit).", "properties": { "claude_md": { "type": "string", "description": "Content of the CLAUDE.md written at the root of the temporary repository; it is also given to the agent as project instructions at every step." }, "files": { "type": "array", "description": "Files of the temporary repository before step 1: a repository-relative path (copied to the same path in the temporary repository) or an inline `{path, content}`.", "items": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "required": ["path", "content"], "properties": { "path": { "type": "string", "minLength": 1, "description": "Path inside the temporary repository." }, "content": { "type": "string", "description": "The file's text." } }, "additionalProperties": false }] } } }, "additionalProperties": false } }, "additionalProperties": false }, "steps": { "type": "array", "minItems": 1, "description": "Skill invocations, run in this order on the same repository.", "items": { "type": "object", "description": "One skill invocation on the shared repository.", "required": ["skill", "prompt", "verify"], "properties": { "step": { "type": "integer", "minimum": 1, "description": "Optional step number (informational; steps run in file order and should be numbered 1, 2, 3, …)." }, "skill": { "type": "string", "minLength": 1, "description": "Name of the skill this step runs with (a folder with SKILL.md)." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message of this step." }, "verify": { "type": "array", "description": "Assertions graded right after this step (same forms as eval assertions: a string for the LLM judge, or {text, type?, check?}). Checks see the whole repository after the step.", "items": { "$ref": "evals.schema.json#/definitions/assertion" } } }, "additionalProperties": false } }, "final_assertions": { "type": "array", "description": "Cross-step assertions graded after the last step, against the final repository.", "items": { "$ref": "evals.schema.json#/definitions/assertion" } } }, "additionalProperties": false };
var pattern3 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string" && !(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema35.type }, message: "must be string,object", schema: schema35.type, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (typeof data !== "string") {
    const err1 = {};
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (typeof data === "string") {
      if (func3(data) < 1) {
        const err2 = { instancePath, schemaPath: "#/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.text === void 0) {
        const err3 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema35.else.required, parentSchema: schema35.else, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "text" || key0 === "type" || key0 === "check")) {
          const err4 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.else, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.text !== void 0) {
        let data0 = data.text;
        if (typeof data0 === "string") {
          if (func3(data0) < 1) {
            const err5 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.else.properties.text, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.text.type, parentSchema: schema35.else.properties.text, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        let data1 = data.type;
        if (typeof data1 !== "string") {
          const err7 = { instancePath: instancePath + "/type", schemaPath: "#/else/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.type.type, parentSchema: schema35.else.properties.type, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.check !== void 0) {
        let data2 = data.check;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.kind === void 0) {
            const err8 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema36.required, parentSchema: schema36, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (data2.kind !== void 0) {
            let data3 = data2.kind;
            if (typeof data3 === "string") {
              if (func3(data3) < 1) {
                const err9 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.kind, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            } else {
              const err10 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.kind.type, parentSchema: schema36.properties.kind, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        } else {
          const err11 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err12 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema35.if, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate18.errors = vErrors;
  return errors === 0;
}
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.setup === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "setup" }, message: "must have required property 'setup'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.steps === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.final_assertions === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "final_assertions" }, message: "must have required property 'final_assertions'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "id" || key0 === "description" || key0 === "cost_class" || key0 === "setup" || key0 === "steps" || key0 === "final_assertions")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.$schema.type, parentSchema: schema37.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.id, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!pattern3.test(data1)) {
          const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"', schema: "^[a-z0-9]+(-[a-z0-9]+)*$", parentSchema: schema37.properties.id, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.id.type, parentSchema: schema37.properties.id, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err10 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.description.type, parentSchema: schema37.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.cost_class !== void 0) {
      let data3 = data.cost_class;
      if (typeof data3 !== "string") {
        const err12 = { instancePath: instancePath + "/cost_class", schemaPath: "#/properties/cost_class/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.cost_class.type, parentSchema: schema37.properties.cost_class, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (!(data3 === "low" || data3 === "high")) {
        const err13 = { instancePath: instancePath + "/cost_class", schemaPath: "#/properties/cost_class/enum", keyword: "enum", params: { allowedValues: schema37.properties.cost_class.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.cost_class.enum, parentSchema: schema37.properties.cost_class, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.setup !== void 0) {
      let data4 = data.setup;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.repo_strategy === void 0) {
          const err14 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/required", keyword: "required", params: { missingProperty: "repo_strategy" }, message: "must have required property 'repo_strategy'", schema: schema37.properties.setup.required, parentSchema: schema37.properties.setup, data: data4 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === "repo_strategy" || key1 === "seed")) {
            const err15 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup, data: data4 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data4.repo_strategy !== void 0) {
          let data5 = data4.repo_strategy;
          if (typeof data5 !== "string") {
            const err16 = { instancePath: instancePath + "/setup/repo_strategy", schemaPath: "#/properties/setup/properties/repo_strategy/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.repo_strategy.type, parentSchema: schema37.properties.setup.properties.repo_strategy, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (!(data5 === "local-tmp-init" || data5 === "gh-disposable")) {
            const err17 = { instancePath: instancePath + "/setup/repo_strategy", schemaPath: "#/properties/setup/properties/repo_strategy/enum", keyword: "enum", params: { allowedValues: schema37.properties.setup.properties.repo_strategy.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.setup.properties.repo_strategy.enum, parentSchema: schema37.properties.setup.properties.repo_strategy, data: data5 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data4.seed !== void 0) {
          let data6 = data4.seed;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key2 in data6) {
              if (!(key2 === "claude_md" || key2 === "files")) {
                const err18 = { instancePath: instancePath + "/setup/seed", schemaPath: "#/properties/setup/properties/seed/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup.properties.seed, data: data6 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data6.claude_md !== void 0) {
              let data7 = data6.claude_md;
              if (typeof data7 !== "string") {
                const err19 = { instancePath: instancePath + "/setup/seed/claude_md", schemaPath: "#/properties/setup/properties/seed/properties/claude_md/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.claude_md.type, parentSchema: schema37.properties.setup.properties.seed.properties.claude_md, data: data7 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data6.files !== void 0) {
              let data8 = data6.files;
              if (Array.isArray(data8)) {
                const len0 = data8.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data9 = data8[i0];
                  const _errs23 = errors;
                  let valid5 = false;
                  let passing0 = null;
                  const _errs24 = errors;
                  if (typeof data9 === "string") {
                    if (func3(data9) < 1) {
                      const err20 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  } else {
                    const err21 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0].type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0], data: data9 };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  var _valid0 = _errs24 === errors;
                  if (_valid0) {
                    valid5 = true;
                    passing0 = 0;
                  }
                  const _errs26 = errors;
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    if (data9.path === void 0) {
                      const err22 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].required, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                    if (data9.content === void 0) {
                      const err23 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].required, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                    for (const key3 in data9) {
                      if (!(key3 === "path" || key3 === "content")) {
                        const err24 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                    if (data9.path !== void 0) {
                      let data10 = data9.path;
                      if (typeof data10 === "string") {
                        if (func3(data10) < 1) {
                          const err25 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/path", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err25];
                          } else {
                            vErrors.push(err25);
                          }
                          errors++;
                        }
                      } else {
                        const err26 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/path", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path.type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    if (data9.content !== void 0) {
                      let data11 = data9.content;
                      if (typeof data11 !== "string") {
                        const err27 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/content", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.content.type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.content, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err28 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  var _valid0 = _errs26 === errors;
                  if (_valid0 && valid5) {
                    valid5 = false;
                    passing0 = [passing0, 1];
                  } else {
                    if (_valid0) {
                      valid5 = true;
                      passing0 = 1;
                    }
                  }
                  if (!valid5) {
                    const err29 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf, parentSchema: schema37.properties.setup.properties.seed.properties.files.items, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  } else {
                    errors = _errs23;
                    if (vErrors !== null) {
                      if (_errs23) {
                        vErrors.length = _errs23;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err30 = { instancePath: instancePath + "/setup/seed/files", schemaPath: "#/properties/setup/properties/seed/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.setup.properties.seed.properties.files.type, parentSchema: schema37.properties.setup.properties.seed.properties.files, data: data8 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
          } else {
            const err31 = { instancePath: instancePath + "/setup/seed", schemaPath: "#/properties/setup/properties/seed/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.properties.seed.type, parentSchema: schema37.properties.setup.properties.seed, data: data6 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.type, parentSchema: schema37.properties.setup, data: data4 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.steps !== void 0) {
      let data12 = data.steps;
      if (Array.isArray(data12)) {
        if (data12.length < 1) {
          const err33 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema37.properties.steps, data: data12 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data13 = data12[i1];
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            if (data13.skill === void 0) {
              const err34 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "skill" }, message: "must have required property 'skill'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (data13.prompt === void 0) {
              const err35 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data13.verify === void 0) {
              const err36 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "verify" }, message: "must have required property 'verify'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            for (const key4 in data13) {
              if (!(key4 === "step" || key4 === "skill" || key4 === "prompt" || key4 === "verify")) {
                const err37 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.steps.items, data: data13 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data13.step !== void 0) {
              let data14 = data13.step;
              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                const err38 = { instancePath: instancePath + "/steps/" + i1 + "/step", schemaPath: "#/properties/steps/items/properties/step/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.steps.items.properties.step.type, parentSchema: schema37.properties.steps.items.properties.step, data: data14 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              if (typeof data14 == "number" && isFinite(data14)) {
                if (data14 < 1 || isNaN(data14)) {
                  const err39 = { instancePath: instancePath + "/steps/" + i1 + "/step", schemaPath: "#/properties/steps/items/properties/step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema37.properties.steps.items.properties.step, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              }
            }
            if (data13.skill !== void 0) {
              let data15 = data13.skill;
              if (typeof data15 === "string") {
                if (func3(data15) < 1) {
                  const err40 = { instancePath: instancePath + "/steps/" + i1 + "/skill", schemaPath: "#/properties/steps/items/properties/skill/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.steps.items.properties.skill, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = { instancePath: instancePath + "/steps/" + i1 + "/skill", schemaPath: "#/properties/steps/items/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.steps.items.properties.skill.type, parentSchema: schema37.properties.steps.items.properties.skill, data: data15 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data13.prompt !== void 0) {
              let data16 = data13.prompt;
              if (typeof data16 === "string") {
                if (func3(data16) < 1) {
                  const err42 = { instancePath: instancePath + "/steps/" + i1 + "/prompt", schemaPath: "#/properties/steps/items/properties/prompt/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.steps.items.properties.prompt, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              } else {
                const err43 = { instancePath: instancePath + "/steps/" + i1 + "/prompt", schemaPath: "#/properties/steps/items/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.steps.items.properties.prompt.type, parentSchema: schema37.properties.steps.items.properties.prompt, data: data16 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data13.verify !== void 0) {
              let data17 = data13.verify;
              if (Array.isArray(data17)) {
                const len2 = data17.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  if (!validate18(data17[i2], { instancePath: instancePath + "/steps/" + i1 + "/verify/" + i2, parentData: data17, parentDataProperty: i2, rootData })) {
                    vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                    errors = vErrors.length;
                  }
                }
              } else {
                const err44 = { instancePath: instancePath + "/steps/" + i1 + "/verify", schemaPath: "#/properties/steps/items/properties/verify/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.steps.items.properties.verify.type, parentSchema: schema37.properties.steps.items.properties.verify, data: data17 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.steps.items.type, parentSchema: schema37.properties.steps.items, data: data13 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.steps.type, parentSchema: schema37.properties.steps, data: data12 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.final_assertions !== void 0) {
      let data19 = data.final_assertions;
      if (Array.isArray(data19)) {
        const len3 = data19.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (!validate18(data19[i3], { instancePath: instancePath + "/final_assertions/" + i3, parentData: data19, parentDataProperty: i3, rootData })) {
            vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/final_assertions", schemaPath: "#/properties/final_assertions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.final_assertions.type, parentSchema: schema37.properties.final_assertions, data: data19 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
  } else {
    const err48 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
    if (vErrors === null) {
      vErrors = [err48];
    } else {
      vErrors.push(err48);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
var triggers = validate21;
var schema40 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/triggers.schema.json", "title": "skill-evals trigger set (evals/triggers/<skill>.json)", "description": "Queries that should or should not make the agent load the skill, in skill-creator's eval_set.json format. 20 recommended: 10 that should trigger and 10 realistic near-miss queries that should not.", "type": "array", "minItems": 1, "items": { "type": "object", "required": ["query", "should_trigger"], "additionalProperties": false, "properties": { "query": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "A realistic user message, as a user would type it." }, "should_trigger": { "type": "boolean", "description": "true when the agent should load the skill for this query." } } } };
var pattern4 = new RegExp("\\S", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length < 1) {
      const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema40, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.query === void 0) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "query" }, message: "must have required property 'query'", schema: schema40.items.required, parentSchema: schema40.items, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.should_trigger === void 0) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "should_trigger" }, message: "must have required property 'should_trigger'", schema: schema40.items.required, parentSchema: schema40.items, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        for (const key0 in data0) {
          if (!(key0 === "query" || key0 === "should_trigger")) {
            const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema40.items, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.query !== void 0) {
          let data1 = data0.query;
          if (typeof data1 === "string") {
            if (func3(data1) < 1) {
              const err4 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema40.items.properties.query, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (!pattern4.test(data1)) {
              const err5 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema40.items.properties.query, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.items.properties.query.type, parentSchema: schema40.items.properties.query, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.should_trigger !== void 0) {
          let data2 = data0.should_trigger;
          if (typeof data2 !== "boolean") {
            const err7 = { instancePath: instancePath + "/" + i0 + "/should_trigger", schemaPath: "#/items/properties/should_trigger/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema40.items.properties.should_trigger.type, parentSchema: schema40.items.properties.should_trigger, data: data2 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.items.type, parentSchema: schema40.items, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.type, parentSchema: schema40, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
var byName = { config, evals, pipeline, triggers };
function schemaValidator(name) {
  return byName[name];
}

// src/discover/config.ts
var import_yaml = __toESM(require_dist(), 1);

// src/text/utf8.ts
import { isUtf8 } from "node:buffer";
function firstInvalidUtf8(b) {
  if (isUtf8(b)) return -1;
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 128) {
      i++;
      continue;
    }
    let need;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) need = 1;
    else if (c === 224) need = 2, lo = 160;
    else if (c >= 225 && c <= 236 || c === 238 || c === 239) need = 2;
    else if (c === 237) need = 2, hi = 159;
    else if (c === 240) need = 3, lo = 144;
    else if (c >= 241 && c <= 243) need = 3;
    else if (c === 244) need = 3, hi = 143;
    else return i;
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === void 0) return i;
      if (k === 1 ? d < lo || d > hi : d < 128 || d > 191) return i;
    }
    i += need + 1;
  }
  return -1;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
function cutUtf8(text, maxBytes) {
  if (utf8Bytes(text) <= maxBytes) return text;
  const cut = Buffer.from(text, "utf8").subarray(0, maxBytes).toString("utf8");
  return cut.endsWith("�") ? cut.slice(0, -1) : cut;
}

// src/discover/json-source.ts
function escapePointerSegment(segment) {
  if (!segment.includes("~") && !segment.includes("/")) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function parsePointer(pointer) {
  const p = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  const parts = p.split("/");
  if (parts[0] === "") parts.shift();
  return parts.map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function joinPointer(segments) {
  return segments.map((s) => "/" + escapePointerSegment(String(s))).join("");
}
function decodeUtf8(bytes) {
  let text;
  let invalidAt;
  if (typeof bytes === "string") {
    text = bytes;
  } else {
    const bad = firstInvalidUtf8(bytes);
    text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
    if (bad >= 0) {
      const lines = new LineIndex(new TextDecoder().decode(bytes.subarray(0, bad)));
      invalidAt = lines.position(lines.length);
    }
  }
  const hadBom = text.charCodeAt(0) === 65279;
  if (hadBom) text = text.slice(1);
  return { text, invalidAt, hadBom };
}
var LineIndex = class {
  starts = [0];
  length;
  constructor(text) {
    this.length = text.length;
    for (const m of text.matchAll(/\r\n|\r|\n/g)) this.starts.push(m.index + m[0].length);
  }
  position(offset) {
    const o = Math.max(0, Math.min(offset, this.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }
};
var Fatal = class {
  constructor(offset, message) {
    this.offset = offset;
    this.message = message;
  }
  offset;
  message;
};
function describeChar(ch) {
  if (ch === void 0) return "end of file";
  const code = ch.codePointAt(0);
  if (code < 32 || code === 127) return `control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `'${ch}'`;
}
var MAX_FINDINGS = 100;
var NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var LITERALS = [
  ["true", true],
  ["false", false],
  ["null", null]
];
function parseJsonWithPositions(bytes, file, options = {}) {
  const prefix = options.rulePrefix ?? "json";
  const maxDepth = options.maxDepth ?? 256;
  const findings = [];
  const valuePos = /* @__PURE__ */ new Map();
  const keyPos = /* @__PURE__ */ new Map();
  const decoded = decodeUtf8(bytes);
  const text = decoded.text;
  const lines = new LineIndex(text);
  const at = (offset) => lines.position(offset);
  let notReported = 0;
  const report = (severity, rule, offset, message) => {
    if (findings.length >= MAX_FINDINGS) {
      notReported++;
      return;
    }
    const p = at(offset);
    findings.push({ severity, file, line: p.line, column: p.column, rule: `${prefix}.${rule}`, message });
  };
  if (decoded.hadBom) {
    findings.push({
      severity: "warning",
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.bom`,
      message: "File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM."
    });
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: "error",
      file,
      line: decoded.invalidAt.line,
      column: decoded.invalidAt.column,
      rule: `${prefix}.encoding`,
      message: "File is not valid UTF-8 (first invalid byte here). Save it as UTF-8."
    });
  }
  const locateIn = (map, pointer, fallback) => {
    const exact = map.get(pointer);
    if (exact !== void 0) return at(exact);
    const segs = parsePointer(pointer);
    for (let n = segs.length; n >= 0; n--) {
      const off = map.get(joinPointer(segs.slice(0, n)));
      if (off !== void 0) return at(off);
      if (!fallback) return void 0;
    }
    return void 0;
  };
  const locate = (pointer) => locateIn(valuePos, pointer, true) ?? firstTokenPosition();
  const locateKey = (pointer) => locateIn(keyPos, pointer, false) ?? locate(pointer);
  const has = (pointer) => valuePos.has(pointer) || valuePos.has(joinPointer(parsePointer(pointer)));
  const firstTokenPosition = () => {
    const m = /\S/.exec(text);
    return at(m ? m.index : 0);
  };
  const result = (value, ok) => {
    if (notReported > 0) {
      findings.push({
        // (the parser's only warning, a byte order mark, is its first finding: the rest are errors)
        severity: "error",
        file,
        rule: `${prefix}.more`,
        message: `${notReported} more JSON problem${notReported === 1 ? " was" : "s were"} not reported in ${file}; fix the ones above first.`
      });
    }
    return ok ? { value, findings, locate, locateKey, has } : { findings, locate, locateKey, has };
  };
  if (text.trim() === "") {
    findings.push({
      severity: "error",
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.empty`,
      message: "File is empty; expected a JSON document."
    });
    return result(void 0, false);
  }
  let i = 0;
  const skip = () => {
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        i++;
        continue;
      }
      if (c === 47) {
        const n = text.charCodeAt(i + 1);
        if (n === 47) {
          report("error", "syntax", i, "Comments are not allowed in JSON.");
          while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
          continue;
        }
        if (n === 42) {
          report("error", "syntax", i, "Comments are not allowed in JSON.");
          const end = text.indexOf("*/", i + 2);
          if (end === -1) throw new Fatal(i, "Unterminated block comment.");
          i = end + 2;
          continue;
        }
      }
      if (c === 65279) {
        throw new Fatal(i, "Unexpected byte order mark inside the document.");
      }
      return;
    }
  };
  const parseString = () => {
    const start = i;
    i++;
    let out = "";
    let chunk = i;
    for (; ; ) {
      if (i >= text.length) throw new Fatal(start, 'Unterminated string (missing closing ").');
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(chunk, i);
        i++;
        return out;
      }
      if (c === 10 || c === 13) throw new Fatal(start, 'Unterminated string (strings cannot span lines; missing closing "?).');
      if (c < 32) throw new Fatal(i, `Unescaped ${describeChar(text[i])} in string; escape it (e.g. \\t).`);
      if (c === 92) {
        out += text.slice(chunk, i);
        const e = text[i + 1];
        switch (e) {
          case '"':
          case "\\":
          case "/":
            out += e;
            i += 2;
            break;
          case "b":
            out += "\b";
            i += 2;
            break;
          case "f":
            out += "\f";
            i += 2;
            break;
          case "n":
            out += "\n";
            i += 2;
            break;
          case "r":
            out += "\r";
            i += 2;
            break;
          case "t":
            out += "	";
            i += 2;
            break;
          case "u": {
            const hex = text.slice(i + 2, i + 6);
            if (!/[0-9a-fA-F]{4}/.test(hex)) throw new Fatal(i, "Invalid \\u escape: expected four hex digits.");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            break;
          }
          default:
            if (e === void 0) throw new Fatal(start, 'Unterminated string (missing closing ").');
            throw new Fatal(i, `Invalid escape sequence '\\${e}' in string.`);
        }
        chunk = i;
        continue;
      }
      i++;
    }
  };
  const parseValue = (pointer, depth) => {
    skip();
    valuePos.set(pointer, i);
    const ch = text[i];
    if (ch === "{") return parseObject(pointer, depth + 1);
    if (ch === "[") return parseArray(pointer, depth + 1);
    if (ch === '"') return parseString();
    if (ch === "'") throw new Fatal(i, `Strings must use double quotes ("), not single quotes (').`);
    if (ch === "-" || ch !== void 0 && ch >= "0" && ch <= "9") {
      NUMBER_RE.lastIndex = i;
      const m = NUMBER_RE.exec(text);
      if (!m || m[0] === "-") throw new Fatal(i, "Invalid number.");
      const after = text[i + m[0].length];
      if (after !== void 0 && /[0-9A-Za-z.+_]/.test(after)) {
        throw new Fatal(i, `Invalid number '${text.slice(i, i + m[0].length + 1)}…' (no leading zeros, hex, or trailing dot).`);
      }
      i += m[0].length;
      return Number(m[0]);
    }
    for (const [word, v] of LITERALS) {
      if (text.startsWith(word, i) && !/[A-Za-z0-9_$]/.test(text[i + word.length] ?? "")) {
        i += word.length;
        return v;
      }
    }
    const wordMatch = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 64));
    if (wordMatch) {
      const w = wordMatch[0];
      const hint = w === "NaN" || w === "Infinity" ? " (JSON has no NaN or Infinity)" : w === "undefined" ? " (use null)" : " (strings must be in double quotes)";
      throw new Fatal(i, `Unexpected '${w}'${hint}.`);
    }
    if (ch === "+" || ch === ".") throw new Fatal(i, `Invalid number: JSON numbers cannot start with '${ch}'.`);
    throw new Fatal(i, `Expected a value but found ${describeChar(ch)}.`);
  };
  const parseMembers = (depth, close, item) => {
    if (depth > maxDepth) throw new Fatal(i, `Nesting deeper than ${maxDepth} levels.`);
    const isObject = close === "}";
    const open = i;
    i++;
    skip();
    if (text[i] === close) {
      i++;
      return;
    }
    for (; ; ) {
      skip();
      item(open);
      skip();
      const c = text[i];
      if (c === ",") {
        const comma = i;
        i++;
        skip();
        if (text[i] === close) {
          const p = at(comma);
          report("error", "syntax", comma, `Trailing comma on line ${p.line} before '${close}'; JSON does not allow a comma after the last ${isObject ? "property" : "element"}.`);
          i++;
          return;
        }
        continue;
      }
      if (c === close) {
        i++;
        return;
      }
      if (c === void 0) throw new Fatal(open, isObject ? "Unterminated object (missing '}')." : "Unterminated array (missing ']').");
      if (isObject && c === '"') throw new Fatal(i, "Missing ',' between properties.");
      throw new Fatal(i, `Expected ',' or '${close}' but found ${describeChar(c)}.`);
    }
  };
  const parseObject = (pointer, depth) => {
    const obj = {};
    const seen = /* @__PURE__ */ new Set();
    parseMembers(depth, "}", (open) => {
      const keyStart = i;
      if (text[i] !== '"') {
        if (text[i] === "'") throw new Fatal(i, `Property names must use double quotes ("), not single quotes (').`);
        if (i >= text.length) throw new Fatal(open, "Unterminated object (missing '}').");
        if (/[A-Za-z_$]/.test(text[i])) throw new Fatal(i, "Property names must be double-quoted strings.");
        throw new Fatal(i, `Expected a property name but found ${describeChar(text[i])}.`);
      }
      const key = parseString();
      const child = pointer + "/" + escapePointerSegment(key);
      if (seen.has(key)) {
        report("error", "duplicate-key", keyStart, `Duplicate property '${key}'; JSON readers disagree about which value wins.`);
      }
      seen.add(key);
      keyPos.set(child, keyStart);
      skip();
      if (text[i] !== ":") throw new Fatal(i, `Expected ':' after property name '${key}' but found ${describeChar(text[i])}.`);
      i++;
      const v = parseValue(child, depth);
      if (key === "__proto__") Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
      else obj[key] = v;
    });
    return obj;
  };
  const parseArray = (pointer, depth) => {
    const arr = [];
    parseMembers(depth, "]", (open) => {
      if (text[i] === ",") throw new Fatal(i, "Empty array element (two commas in a row?).");
      if (i >= text.length) throw new Fatal(open, "Unterminated array (missing ']').");
      arr.push(parseValue(pointer + "/" + arr.length, depth));
    });
    return arr;
  };
  try {
    const value = parseValue("", 0);
    skip();
    if (i < text.length) throw new Fatal(i, `Unexpected ${describeChar(text[i])} after the end of the JSON document.`);
    return result(value, true);
  } catch (e) {
    if (e instanceof Fatal) {
      report("error", "syntax", e.offset, e.message);
    } else {
      report("error", "syntax", i, `Could not parse JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    return result(void 0, false);
  }
}
function pathLabel(root, pointer) {
  const segs = parsePointer(pointer);
  if (segs.length === 0) return "(document)";
  let out = "";
  let node = root;
  for (const s of segs) {
    if (Array.isArray(node)) {
      out += `[${s}]`;
      node = node[Number(s)];
    } else {
      out += (out === "" ? "" : ".") + (/^[A-Za-z0-9_$-]+$/.test(s) ? s : JSON.stringify(s));
      node = node !== null && typeof node === "object" ? node[s] : void 0;
    }
  }
  return out;
}
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "number") return Number.isInteger(v) ? "an integer" : "a number";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}
function short(v) {
  let s;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 60 ? s.slice(0, 57) + "…" : s;
}
function describeSchemaError(err, root) {
  const p = err.instancePath;
  const where = pathLabel(root, p);
  const params = err.params ?? {};
  if (typeof err.propertyName === "string") {
    return { pointer: p + "/" + escapePointerSegment(err.propertyName), atKey: true, message: `Key '${err.propertyName}' in ${where} ${err.message ?? "is invalid"}.` };
  }
  switch (err.keyword) {
    case "if":
    case "propertyNames":
      return void 0;
    case "type": {
      const t = params["type"];
      const types = (Array.isArray(t) ? t : [t]).map(String);
      const names = types.map((x) => x === "object" ? "an object (mapping)" : x === "array" ? "a list" : x);
      return { pointer: p, atKey: false, message: `${where} must be ${names.join(" or ")}, not ${typeName(err.data)}.` };
    }
    case "required": {
      const m = String(params["missingProperty"]);
      return { pointer: p, atKey: false, message: `${where} is missing the required property '${m}'.` };
    }
    case "additionalProperties": {
      const a = String(params["additionalProperty"]);
      const child = p + "/" + escapePointerSegment(a);
      return {
        pointer: child,
        atKey: true,
        unknownProperty: a,
        message: `Unknown property '${a}'${p === "" ? "" : ` in ${where}`}.`
      };
    }
    case "enum": {
      const said = err.parentSchema?.description;
      if (typeof said === "string" && err.schemaPath?.endsWith("/then/enum") === true) return { pointer: p, atKey: false, message: `${where} must be ${said} (got ${short(err.data)}).` };
      const allowed = Array.isArray(params["allowedValues"]) ? params["allowedValues"].map(String) : [];
      return { pointer: p, atKey: false, message: `${where} must be one of: ${allowed.join(", ")} (got ${short(err.data)}).` };
    }
    case "minLength":
      if (params["limit"] === 1) return { pointer: p, atKey: false, message: `${where} must not be empty.` };
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params["limit"])} characters.` };
    case "minItems":
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params["limit"])} item(s).` };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return {
        pointer: p,
        atKey: false,
        message: `${where} must be ${String(params["comparison"])} ${String(params["limit"])} (got ${short(err.data)}).`
      };
    default:
      return { pointer: p, atKey: false, message: `${where} ${err.message ?? "is invalid"}.` };
  }
}

// src/discover/fleet.ts
import path2 from "node:path";
var DEFAULT_OVERLAP_THRESHOLD = 0.6;
var MAX_OVERLAPS_NAMED = 5;
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours use used uses using user users ask asks asked want wants wanted need needs skill skills e.g eg etc via whenever".split(/\s+/).filter(Boolean)
);
function descriptionTokens(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const w = m[0].replace(/['’]s$/, "");
    if (w.length < 2 || STOP_WORDS.has(w)) continue;
    out.add(w);
  }
  return out;
}
function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}
var WHEN_TO_USE_PATTERNS = [
  { label: '"use when/for/if/before…"', re: /\b(?:use|run) (?:it |this(?: skill)? |me |proactively )?(?:when|whenever|for|if|to|on|in|before|after|while|during)\b/i },
  { label: '"when the user/you…", "when asked…"', re: /\bwhen(?:ever)? (?:the |a |an )?(?:user|users|you|someone|asked|requested|needed|prompted|there)\b/i },
  { label: '"when <doing something>" (e.g. "when building…")', re: new RegExp("\\bwhen(?:ever)? (?:\\p{L}+ )?\\p{L}{2,}ing\\b", "iu") },
  { label: '"before/after/while <something>" (e.g. "before any creative work")', re: new RegExp("\\b(?:before|after|while|during) (?:any|every|each|all|a|an|the|you|your|starting|\\p{L}{2,}ing)\\b", "iu") },
  { label: '"trigger(s/ed) on…"', re: /\btrigger(?:s|ed)?\b/i },
  { label: '"invoke/apply/load/activate when…"', re: /\b(?:invoke|apply|load|activate|call) (?:it |this(?: skill)? )?(?:when|whenever|for|if|before)\b/i },
  { label: '"useful/helpful/designed for…"', re: /\b(?:useful|helpful|intended|designed|best) (?:for|when)\b/i },
  { label: '"applies when/to…"', re: /\bapplies (?:when|to)\b/i },
  { label: '"if the user…"', re: /\bif (?:the )?user\b/i }
];
function hasWhenToUse(description) {
  return WHEN_TO_USE_PATTERNS.some((p) => p.re.test(description));
}
async function descriptionLine(root, skill) {
  try {
    const text = await readFile(path2.resolve(root, skill.file), "utf8");
    const lines = text.split(/\r\n|\n|\r/);
    if (lines[0]?.replace(/^\uFEFF/, "").trim() !== "---") return void 0;
    for (let i = 1; i < lines.length && i < 200; i++) {
      if (lines[i].trim() === "---") return void 0;
      if (/^description\s*:/.test(lines[i])) return i + 1;
    }
  } catch {
  }
  return void 0;
}
async function checkFleet(root, skills, opts = {}) {
  const threshold = opts.overlapThreshold ?? DEFAULT_OVERLAP_THRESHOLD;
  const findings = [];
  const usable = skills.filter((s) => typeof s.frontmatter?.description === "string" && s.frontmatter.description.trim() !== "");
  const lines = /* @__PURE__ */ new Map();
  for (const s of usable) lines.set(s.file, await descriptionLine(root, s));
  const at = (s) => {
    const line = lines.get(s.file);
    return line !== void 0 ? { file: s.file, line } : { file: s.file };
  };
  for (const s of usable) {
    if (!hasWhenToUse(s.frontmatter.description)) {
      findings.push({
        severity: "warning",
        ...at(s),
        rule: "fleet.description.when-to-use",
        message: `The description of '${s.name}' says what the skill does but not when to use it (looked for ${WHEN_TO_USE_PATTERNS.map((p) => p.label).join(", ")}; found none); add a clause like "Use when the user asks to …" so the agent knows when to load it.`
      });
    }
  }
  const tokens = usable.map((s) => descriptionTokens(s.frontmatter.description));
  const overlaps = usable.map(() => []);
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i];
      const b = usable[j];
      if (a.name === b.name) continue;
      const sim = jaccard(tokens[i], tokens[j]);
      if (sim < threshold) continue;
      overlaps[i].push({ other: b, sim });
      overlaps[j].push({ other: a, sim });
    }
  }
  const pct = (sim) => Math.round(sim * 100);
  const limit = `threshold ${pct(threshold)}%`;
  for (let i = 0; i < usable.length; i++) {
    const x = usable[i];
    const list = overlaps[i];
    if (list.length === 0) continue;
    let message;
    if (list.length === 1) {
      const { other: y, sim } = list[0];
      message = `The descriptions of '${x.name}' and '${y.name}' (${y.file}) share ${pct(sim)}% of their words (${limit}); the agent may load the wrong one. Say what sets each apart.`;
    } else {
      const ranked = [...list].sort((p, q) => q.sim - p.sim);
      const shown = ranked.slice(0, MAX_OVERLAPS_NAMED).map((o) => `'${o.other.name}' (${pct(o.sim)}%)`);
      const more = ranked.length > MAX_OVERLAPS_NAMED ? ` and ${ranked.length - MAX_OVERLAPS_NAMED} more` : "";
      message = `The description of '${x.name}' shares too many of its words with the descriptions of ${ranked.length} other skills: ${shown.join(", ")}${more} (${limit}); the agent may load the wrong one. Say what sets each apart.`;
    }
    findings.push({ severity: "warning", ...at(x), rule: "fleet.description.overlap", message });
  }
  return findings;
}

// src/text/edit-distance.ts
function editDistance(a, b) {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length];
}
function typoDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_2, j) => i === 0 ? j : j === 0 ? i : 0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}
function isLikelyTypo(written, known) {
  if (Math.abs(written.length - known.length) > 2 || written.length > 100) return false;
  const d = typoDistance(written, known);
  return d <= 2 && d * 3 <= Math.max(written.length, known.length);
}

// src/discover/config.ts
var CONFIG_FILES = ["evals/config.yaml", "evals/config.yml"];
var MAX_CONFIG_BYTES = 1024 * 1024;
var TIERS = [1, 2, 3];
function deepFreeze(o) {
  if (o !== null && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
var DEFAULT_CONFIG = deepFreeze({
  skillRoots: ["skills", ".claude/skills"],
  tiers: {},
  skillExecutors: {},
  tierSettings: {
    1: { threshold: 0.8, minEvals: 3, maxEvals: 4 },
    2: { threshold: 0.8, minEvals: 2, maxEvals: 3 },
    3: { threshold: 0.8, minEvals: 2, maxEvals: 2 }
  },
  models: ["claude-sonnet-5-5"],
  judgeModel: "claude-haiku-5-5",
  judges: 1,
  trials: 3,
  fullEvalLabel: "full-eval",
  releaseBranches: ["release", "release/**"],
  riskLevel: "medium",
  globalPaths: ["references/**", "evals/config.yaml", "evals/evals.json", "schemas/**"],
  concurrency: 4,
  maxTurns: 20,
  maxTokens: 8192,
  runTimeoutSeconds: 600,
  requestIdleTimeoutSeconds: 90,
  skillLoading: "preload",
  bash: false,
  cache: "read-write",
  cacheDir: ".skill-evals/cache",
  maxCostUsd: null,
  maxRuns: null,
  descriptionOverlap: DEFAULT_OVERLAP_THRESHOLD
});
function defaultConfig() {
  return structuredClone(DEFAULT_CONFIG);
}
function asTier(v) {
  if (typeof v === "number") return v === 1 || v === 2 || v === 3 ? v : void 0;
  if (typeof v === "string") {
    const m = /^\s*(?:tier[\s_-]*)?([123])\s*$/i.exec(v);
    return m ? Number(m[1]) : void 0;
  }
  return void 0;
}
function tierOf(skill, config2, skillMetadataTier) {
  const name = typeof skill === "string" ? skill : skill.name;
  const listed = Object.prototype.hasOwnProperty.call(config2.tiers, name) ? asTier(config2.tiers[name]) : void 0;
  if (listed) return listed;
  const given = asTier(skillMetadataTier);
  if (given) return given;
  const fm = skill.frontmatter;
  return asTier(fm?.tier) ?? asTier(fm?.metadata?.["tier"]) ?? asTier(fm?.raw?.["tier"]) ?? 3;
}
function gateSettings(g) {
  const mode = (v) => v === "fail" || v === "warn" || v === "off" ? v : void 0;
  const out = {};
  const tt = g["tier-threshold"];
  if (mode(tt)) out.tierThreshold = { 1: mode(tt), 2: mode(tt), 3: mode(tt) };
  else if (tt && typeof tt === "object") {
    const per = {};
    for (const t of TIERS) {
      const m = mode(tt[String(t)]);
      if (m) per[t] = m;
    }
    out.tierThreshold = per;
  }
  for (const [key, field] of [
    ["release", "release"],
    ["critical-evals", "criticalEvals"],
    ["coverage", "coverage"],
    ["regression", "regression"],
    ["anti-gaming", "antiGaming"]
  ]) {
    const m = mode(g[key]);
    if (m) out[field] = m;
  }
  const rt = g["release-thresholds"];
  if (rt && typeof rt === "object") {
    const r = rt;
    const th = {};
    for (const [key, field] of [
      ["overall", "overall"],
      ["critical", "critical"],
      ["tool-reliability", "toolReliability"]
    ]) {
      const v = r[key];
      if (typeof v === "number") th[field] = v;
    }
    out.releaseThresholds = th;
  }
  if (typeof g["alpha"] === "number") out.alpha = g["alpha"];
  return out;
}
function getValidator() {
  return schemaValidator("config");
}
function suggestKey(key, known) {
  const norm = (s) => s.toLowerCase().replace(/[_\s]/g, "-");
  let best;
  let bestD = Infinity;
  for (const k of known) {
    if (norm(key) !== norm(k) && !isLikelyTypo(norm(key), norm(k))) continue;
    const d = typoDistance(norm(key), norm(k));
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}
function locateYaml(doc, lc, pointer, atKey) {
  const pos = (offset) => {
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
  };
  let node = doc.contents;
  let best = rangeStart(node) ?? 0;
  const segs = parsePointer(pointer);
  for (const [k, seg] of segs.entries()) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyString(p.key) === seg);
      if (!pair) break;
      const keyStart = rangeStart(pair.key);
      if (atKey && k === segs.length - 1) return pos(keyStart);
      node = pair.value;
      best = rangeStart(node) ?? keyStart;
    } else if ((0, import_yaml.isSeq)(node)) {
      node = node.items[Number(seg)];
      best = rangeStart(node) ?? best;
    } else break;
  }
  return pos(best);
}
function rangeStart(node) {
  const r = node?.range;
  return Array.isArray(r) ? r[0] : void 0;
}
function keyString(key) {
  return (0, import_yaml.isScalar)(key) ? String(key.value) : void 0;
}
function isOutside(p) {
  if (path3.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("\\")) return true;
  const norm = path3.posix.normalize(p.replace(/\\/g, "/"));
  return norm === ".." || norm.startsWith("../");
}
async function loadConfig(repoRoot, validate = getValidator() ?? null) {
  const findings = [];
  try {
    return await loadConfigInner(path3.resolve(repoRoot), findings, validate);
  } catch (e) {
    findings.push({
      severity: "error",
      file: CONFIG_FILES[0],
      rule: "config.read",
      message: `Could not load the configuration: ${e instanceof Error ? e.message : String(e)}`
    });
    return { config: defaultConfig(), findings };
  }
}
async function loadConfigInner(root, findings, validate) {
  const config2 = defaultConfig();
  const found = [];
  for (const rel of CONFIG_FILES) {
    try {
      const st = await fs2.stat(path3.join(root, ...rel.split("/")));
      if (st.isFile()) found.push(rel);
      else findings.push({ severity: "error", file: rel, rule: "config.read", message: `${rel} is not a regular file.` });
    } catch {
    }
  }
  if (found.length === 0) return { config: config2, findings };
  const file = found[0];
  if (found.length > 1) {
    findings.push({
      severity: "warning",
      file: found[1],
      rule: "config.duplicate-file",
      message: `Both ${found[0]} and ${found[1]} exist; only ${found[0]} is used.`
    });
  }
  config2.file = file;
  let bytes;
  try {
    registerRepoRoot(root);
    bytes = await readCapped(path3.join(root, ...file.split("/")), MAX_CONFIG_BYTES, "configuration files");
  } catch (e) {
    if (e instanceof UnsafePathError && e.reason === "too-large") {
      findings.push({ severity: "error", file, rule: "config.read", message: `${file} is larger than 1 MiB; it was not read.` });
      return { config: config2, findings };
    }
    findings.push({
      severity: "error",
      file,
      rule: "config.read",
      message: `Could not read ${file}: ${e instanceof Error ? e.message : String(e)}`
    });
    return { config: config2, findings };
  }
  return parseConfigFile(file, bytes, findings, validate, config2);
}
function parseConfigFile(file, bytes, findings = [], validate = getValidator() ?? null, config2 = defaultConfig()) {
  config2.file = file;
  if (bytes.length > 1024 * 1024) {
    findings.push({ severity: "error", file, rule: "config.read", message: `${file} is larger than 1 MiB; it was not read.` });
    return { config: config2, findings };
  }
  const decoded = decodeUtf8(bytes);
  if (decoded.hadBom) {
    findings.push({
      severity: "warning",
      file,
      line: 1,
      column: 1,
      rule: "config.yaml.bom",
      message: "File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM."
    });
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: "error",
      file,
      ...decoded.invalidAt,
      rule: "config.yaml.encoding",
      message: "File is not valid UTF-8 (first invalid byte here). Save it as UTF-8."
    });
    return { config: config2, findings };
  }
  const deep = yamlTooDeep(decoded.text);
  if (deep !== void 0) {
    const before = decoded.text.slice(0, deep);
    const line = before.split("\n").length;
    findings.push({ severity: "error", file, line, column: deep - before.lastIndexOf("\n"), rule: "security.yaml-depth", message: `${file} nests more than ${MAX_YAML_DEPTH} levels deep here; it was not parsed (flatten it).` });
    return { config: config2, findings };
  }
  const lc = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(decoded.text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const at = (offset) => {
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
  };
  for (const e of doc.errors) {
    const hint = e.code === "TAB_AS_INDENT" ? " (YAML indentation must use spaces)" : e.code === "DUPLICATE_KEY" ? " (a key appears twice in the same mapping)" : "";
    findings.push({ severity: "error", file, ...at(e.pos[0]), rule: "config.yaml.syntax", message: `${e.message}${hint}.` });
  }
  for (const w of doc.warnings) {
    findings.push({ severity: "warning", file, ...at(w.pos[0]), rule: "config.yaml.syntax", message: `${w.message}.` });
  }
  let complexKey = false;
  (0, import_yaml.visit)(doc, {
    Pair(_, pair) {
      if (!(0, import_yaml.isScalar)(pair.key)) {
        complexKey = true;
        findings.push({
          severity: "error",
          file,
          ...at(rangeStart(pair.key) ?? 0),
          rule: "config.yaml.syntax",
          message: "Mapping keys must be plain scalars."
        });
        return import_yaml.visit.BREAK;
      }
      return void 0;
    }
  });
  if (doc.errors.length > 0 || complexKey) return { config: config2, findings };
  let data;
  try {
    data = doc.toJS();
  } catch (e) {
    findings.push({
      severity: "error",
      file,
      line: 1,
      column: 1,
      rule: "config.yaml.syntax",
      message: `Could not read YAML: ${e instanceof Error ? e.message : String(e)}.`
    });
    return { config: config2, findings };
  }
  if (data === null) return { config: config2, findings };
  const badKeys = /* @__PURE__ */ new Set();
  const report = (severity, rule, pointer, message, atKey = false) => {
    findings.push({ severity, file, ...locateYaml(doc, lc, pointer, atKey), rule, message });
  };
  if (validate && !validate(data)) {
    for (const err of validate.errors) {
      const d = describeSchemaError(err, data);
      if (!d) continue;
      badKeys.add(parsePointer(d.pointer)[0]);
      if (d.unknownProperty !== void 0) {
        const parent = err.parentSchema;
        const s = suggestKey(d.unknownProperty, Object.keys(parent.properties ?? {}));
        report("error", "config.schema.unknown-key", d.pointer, `${d.message}${s ? ` Did you mean '${s}'?` : ""}`, true);
      } else {
        report("error", "config.schema", d.pointer, d.message, d.atKey);
      }
    }
  }
  const raw = data;
  const use = (key) => Object.prototype.hasOwnProperty.call(raw, key) && !badKeys.has(key);
  const str = (k) => use(k) && typeof raw[k] === "string" ? raw[k] : void 0;
  const num = (k) => use(k) && typeof raw[k] === "number" ? raw[k] : void 0;
  const strs = (k) => use(k) && Array.isArray(raw[k]) && raw[k].every((x) => typeof x === "string") ? [...raw[k]] : void 0;
  const roots2 = strs("skill-roots");
  if (roots2) {
    const outside = roots2.findIndex(isOutside);
    if (outside >= 0) {
      report("error", "config.path.outside-repo", `/skill-roots/${outside}`, `skill-roots entry '${roots2[outside]}' must be a path inside the repository.`);
    } else {
      config2.skillRoots = roots2;
      config2.skillRootsConfigured = true;
    }
  }
  const cacheDir = str("cache-dir");
  if (cacheDir !== void 0) {
    if (isOutside(cacheDir)) report("error", "config.path.outside-repo", "/cache-dir", `cache-dir '${cacheDir}' must be a path inside the repository.`);
    else config2.cacheDir = cacheDir;
  }
  config2.models = strs("models") ?? config2.models;
  config2.judgeModel = str("judge-model") ?? config2.judgeModel;
  const judges = num("judges");
  if (judges !== void 0) config2.judges = judges;
  const overlap = num("description-overlap");
  if (overlap !== void 0) config2.descriptionOverlap = overlap;
  if (use("severities") && raw["severities"] && typeof raw["severities"] === "object") {
    const sev = {};
    const sources = {};
    for (const [rule, v] of Object.entries(raw["severities"])) {
      if (v !== "error" && v !== "warning" && v !== "off") continue;
      sev[rule] = v;
      sources[rule] = { file, ...locateYaml(doc, lc, `/severities/${rule.replace(/~/g, "~0").replace(/\//g, "~1")}`, true) };
    }
    config2.severities = sev;
    config2.severitySources = sources;
  }
  const critical = strs("critical");
  if (critical) config2.critical = critical;
  const minDrop = num("min-drop");
  if (minDrop !== void 0) config2.minDrop = minDrop;
  if (use("gates") && raw["gates"] && typeof raw["gates"] === "object") config2.gates = gateSettings(raw["gates"]);
  if (use("regression") && raw["regression"] && typeof raw["regression"] === "object") {
    const r = raw["regression"];
    const pick = (k, ok) => ok(r[k]) ? r[k] : void 0;
    const isNum = (v) => typeof v === "number";
    const isStr = (v) => typeof v === "string" && !isOutside(v);
    config2.regression = Object.fromEntries(
      Object.entries({
        tolerance: pick("tolerance", isNum),
        overrideLabel: pick("override-label", (v) => typeof v === "string"),
        baselineDir: pick("baseline-dir", isStr),
        requiredTop: pick("required-top", isNum),
        warnTop: pick("warn-top", isNum),
        usageFile: pick("usage-file", isStr)
      }).filter(([, v]) => v !== void 0)
    );
  }
  config2.trials = num("trials") ?? config2.trials;
  if (use("trials") && raw["trials"] === "adaptive") config2.adaptiveTrials = true;
  const maxTrials = num("max-trials");
  if (maxTrials !== void 0) config2.maxTrials = maxTrials;
  config2.fullEvalLabel = str("full-eval-label") ?? config2.fullEvalLabel;
  config2.releaseBranches = strs("release-branches") ?? config2.releaseBranches;
  config2.riskLevel = str("risk-level") ?? config2.riskLevel;
  config2.globalPaths = strs("global-paths") ?? config2.globalPaths;
  config2.concurrency = num("concurrency") ?? config2.concurrency;
  config2.maxTurns = num("max-turns") ?? config2.maxTurns;
  config2.maxTokens = num("max-tokens") ?? config2.maxTokens;
  config2.runTimeoutSeconds = num("run-timeout-seconds") ?? config2.runTimeoutSeconds;
  config2.requestIdleTimeoutSeconds = num("request-idle-timeout-seconds") ?? config2.requestIdleTimeoutSeconds;
  const idleCapSeconds = Math.max(1, Math.floor(config2.runTimeoutSeconds * 1e3 / 3)) / 1e3;
  if (config2.requestIdleTimeoutSeconds > idleCapSeconds && use("request-idle-timeout-seconds")) {
    report(
      "warning",
      "config.timeout.idle",
      "/request-idle-timeout-seconds",
      `request-idle-timeout-seconds (${config2.requestIdleTimeoutSeconds}) is more than a third of run-timeout-seconds (${config2.runTimeoutSeconds}): runs use ${idleCapSeconds} s, so a stalled connection is retried before the run times out.`
    );
  }
  const executor = str("executor");
  if (executor === "api" || executor === "claude-code") config2.executor = executor;
  if (use("skill-executors") && raw["skill-executors"] && typeof raw["skill-executors"] === "object") {
    const map = raw["skill-executors"];
    const sources = {};
    for (const [name, v] of Object.entries(map)) {
      if (v !== "api" && v !== "claude-code") continue;
      Object.defineProperty(config2.skillExecutors, name, { value: v, enumerable: true, writable: true, configurable: true });
      Object.defineProperty(sources, name, { value: { file, ...locateYaml(doc, lc, `/skill-executors/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, true) }, enumerable: true, writable: true, configurable: true });
    }
    config2.skillExecutorSources = sources;
  }
  if (use("claude-code-path")) {
    report(
      "warning",
      "config.claude-code-path.untrusted",
      "/claude-code-path",
      "claude-code-path in evals/config.yaml is ignored: the repository under test cannot choose the Claude Code executable. Set the claude-code-path input of the workflow (or --claude-code-path on the command line) instead.",
      true
    );
  }
  const ccVersion = str("claude-code-version");
  if (ccVersion !== void 0) config2.claudeCodeVersion = ccVersion;
  const runner = str("runner");
  if (runner === "api" || runner === "batch") config2.runner = runner;
  if (use("tracking-issue") && raw["tracking-issue"] && typeof raw["tracking-issue"] === "object") {
    const t = raw["tracking-issue"];
    config2.trackingIssue = {
      enabled: t["enabled"] === true,
      ...typeof t["eol-warning-days"] === "number" ? { eolWarningDays: t["eol-warning-days"] } : {},
      ...typeof t["label"] === "string" ? { label: t["label"] } : {}
    };
  }
  config2.skillLoading = str("skill-loading") ?? config2.skillLoading;
  if (use("bash") && typeof raw["bash"] === "boolean") config2.bash = raw["bash"];
  const secrets = strs("secrets");
  if (secrets) config2.secrets = secrets;
  const outputsMaxMb = num("outputs-max-mb");
  if (outputsMaxMb !== void 0) config2.outputsMaxMb = outputsMaxMb;
  config2.cache = str("cache") ?? config2.cache;
  if (use("max-cost-usd")) config2.maxCostUsd = typeof raw["max-cost-usd"] === "number" ? raw["max-cost-usd"] : null;
  if (use("max-runs")) config2.maxRuns = typeof raw["max-runs"] === "number" ? raw["max-runs"] : null;
  const thresholds = use("thresholds") ? raw["thresholds"] : null;
  const recommended = use("recommended-evals") ? raw["recommended-evals"] : null;
  for (const t of TIERS) {
    const s = config2.tierSettings[t];
    const th = thresholds?.[String(t)];
    if (typeof th === "number") s.threshold = th;
    const r = recommended?.[String(t)] ?? {};
    const min = typeof r.min === "number" ? r.min : s.minEvals;
    const max = typeof r.max === "number" ? r.max : Math.max(s.maxEvals, min);
    if (min > max) {
      report(
        "error",
        "config.recommended-evals.range",
        `/recommended-evals/${t}`,
        `recommended-evals.${t}: min (${min}) is greater than max (${max}).`
      );
    } else {
      s.minEvals = min;
      s.maxEvals = max;
    }
  }
  if (use("tiers") && raw["tiers"] && typeof raw["tiers"] === "object") {
    const tiers = raw["tiers"];
    const sources = {};
    for (const t of TIERS) {
      const list = tiers[String(t)];
      if (!Array.isArray(list)) continue;
      list.forEach((name, j) => {
        if (typeof name !== "string") return;
        const pointer = `/tiers/${t}/${j}`;
        const prev = Object.prototype.hasOwnProperty.call(config2.tiers, name) ? config2.tiers[name] : void 0;
        if (prev !== void 0) {
          if (prev === t) {
            report("warning", "config.tiers.duplicate", pointer, `Skill '${name}' is listed twice in tier ${t}.`);
          } else {
            report(
              "error",
              "config.tiers.duplicate",
              pointer,
              `Skill '${name}' is listed in tier ${prev} and tier ${t}; a skill belongs to one tier. It stays in tier ${prev}.`
            );
          }
          return;
        }
        Object.defineProperty(config2.tiers, name, { value: t, enumerable: true, writable: true, configurable: true });
        sources[name] = { file, ...locateYaml(doc, lc, pointer) };
      });
    }
    config2.tierSources = sources;
  }
  return { config: config2, findings };
}

export {
  registerRepoRoot,
  stat,
  lstat,
  realpath,
  readFile,
  readCapped,
  readdir,
  MAX_YAML_DEPTH,
  yamlTooDeep,
  schemaValidator,
  require_dist,
  firstInvalidUtf8,
  utf8Bytes,
  cutUtf8,
  parseJsonWithPositions,
  describeSchemaError,
  checkFleet,
  editDistance,
  typoDistance,
  isLikelyTypo,
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  tierOf,
  suggestKey,
  loadConfig,
  parseConfigFile
};

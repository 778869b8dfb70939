#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  compileSafeRegex,
  nestedQuantifier,
  outputGlobToRegExp,
  safeFlagsProblem,
  safeRegexProblem,
  truncateEnd,
  truncateMiddle
} from "./chunk-SIACC3PL.js";
import {
  containCommand,
  killContained
} from "./chunk-BIRINZXF.js";
import {
  isObject,
  require_ajv,
  require_applicator,
  require_codegen,
  require_compile,
  require_core,
  require_core2,
  require_dependencies,
  require_discriminator,
  require_draft7,
  require_format,
  require_metadata,
  require_names,
  require_ref,
  require_ref_error,
  require_util,
  require_validate,
  require_validation,
  require_validation_error
} from "./chunk-E3XTZO3T.js";
import {
  redact
} from "./chunk-DDN4XOX4.js";
import {
  parseJsonWithPositions,
  tierOf
} from "./chunk-XBMX5CSU.js";
import {
  editDistance,
  require_dist
} from "./chunk-XGJGI7HB.js";
import {
  __commonJS,
  __toESM
} from "./chunk-3BIITHQA.js";

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/core": true,
        "https://json-schema.org/draft/2019-09/vocab/applicator": true,
        "https://json-schema.org/draft/2019-09/vocab/validation": true,
        "https://json-schema.org/draft/2019-09/vocab/meta-data": true,
        "https://json-schema.org/draft/2019-09/vocab/format": false,
        "https://json-schema.org/draft/2019-09/vocab/content": true
      },
      $recursiveAnchor: true,
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      properties: {
        definitions: {
          $comment: "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.",
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to "dependentSchemas" and "dependentRequired"',
          type: "object",
          additionalProperties: {
            anyOf: [{ $recursiveRef: "#" }, { $ref: "meta/validation#/$defs/stringArray" }]
          }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/applicator": true
      },
      $recursiveAnchor: true,
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        additionalItems: { $recursiveRef: "#" },
        unevaluatedItems: { $recursiveRef: "#" },
        items: {
          anyOf: [{ $recursiveRef: "#" }, { $ref: "#/$defs/schemaArray" }]
        },
        contains: { $recursiveRef: "#" },
        additionalProperties: { $recursiveRef: "#" },
        unevaluatedProperties: { $recursiveRef: "#" },
        properties: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: {
            $recursiveRef: "#"
          }
        },
        propertyNames: { $recursiveRef: "#" },
        if: { $recursiveRef: "#" },
        then: { $recursiveRef: "#" },
        else: { $recursiveRef: "#" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $recursiveRef: "#" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $recursiveRef: "#" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/content": true
      },
      $recursiveAnchor: true,
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        contentSchema: { $recursiveRef: "#" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/core": true
      },
      $recursiveAnchor: true,
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $anchor: {
          type: "string",
          pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $recursiveRef: {
          type: "string",
          format: "uri-reference"
        },
        $recursiveAnchor: {
          type: "boolean",
          default: false
        },
        $vocabulary: {
          type: "object",
          propertyNames: {
            type: "string",
            format: "uri"
          },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/format.json
var require_format2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/format.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/format",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/format": true
      },
      $recursiveAnchor: true,
      title: "Format vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/meta-data": true
      },
      $recursiveAnchor: true,
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/validation": true
      },
      $recursiveAnchor: true,
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/index.js
var require_json_schema_2019_09 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var content = require_content();
    var core = require_core3();
    var format = require_format2();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2019($data) {
      ;
      [
        metaSchema,
        applicator,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2019;
  }
});

// node_modules/ajv/dist/2019.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2019.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var discriminator_1 = require_discriminator();
    var json_schema_2019_09_1 = require_json_schema_2019_09();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
    var Ajv20192 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        this.addVocabulary(dynamic_1.default);
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        this.addVocabulary(next_1.default);
        this.addVocabulary(unevaluated_1.default);
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2019_09_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2019 = Ajv20192;
    module.exports = exports = Ajv20192;
    module.exports.Ajv2019 = Ajv20192;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20192;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core4 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema2();
    var applicator = require_applicator3();
    var unevaluated = require_unevaluated2();
    var content = require_content2();
    var core = require_core4();
    var format = require_format_annotation();
    var metadata = require_meta_data2();
    var validation = require_validation3();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__2 = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    };
    exports.default = formatLimitPlugin;
  }
});

// node_modules/ajv-formats/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list = opts.formats || formats_1.formatNames;
      addFormats2(ajv, list, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv, list, fs2, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list)
        ajv.addFormat(f, fs2[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// src/checks/checks.ts
var import_yaml = __toESM(require_dist(), 1);
import { spawn } from "node:child_process";
import { promises as fs, lstatSync, statSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import path2 from "node:path";

// src/checks/check-schema.ts
var import_ajv = __toESM(require_ajv(), 1);
var import__ = __toESM(require__(), 1);
var import__2 = __toESM(require__2(), 1);
var import_ajv_formats = __toESM(require_dist2(), 1);
import path from "node:path";

// src/checks/jsonpath.ts
var IDENT_START = /[A-Za-z_$\u00A0-\uFFFF]/;
var IDENT_CHAR = /[A-Za-z0-9_$\-\u00A0-\uFFFF]/;
function parseJsonPath(expr) {
  if (typeof expr !== "string") return { ok: false, error: "JSONPath must be a string" };
  const s = expr.trim();
  if (s === "") return { ok: false, error: 'JSONPath is empty; use "$" for the whole document' };
  if (s[0] !== "$") return { ok: false, error: `JSONPath must start with '$' (e.g. "$.${s.replace(/^\.+/, "")}")` };
  const segments = [];
  let i = 1;
  const fail = (msg) => ({ ok: false, error: `${msg} at position ${i + 1} of "${s}"` });
  while (i < s.length) {
    const c = s[i];
    if (c === ".") {
      i++;
      if (s[i] === ".") return fail("recursive descent (..) is not supported");
      if (s[i] === "*") {
        segments.push({ type: "wildcard" });
        i++;
        continue;
      }
      if (i >= s.length || !IDENT_START.test(s[i])) return fail("expected a property name or '*' after '.'");
      const start = i;
      while (i < s.length && IDENT_CHAR.test(s[i])) i++;
      segments.push({ type: "key", key: s.slice(start, i) });
      continue;
    }
    if (c === "[") {
      i++;
      while (s[i] === " ") i++;
      const d = s[i];
      if (d === "*") {
        i++;
        while (s[i] === " ") i++;
        if (s[i] !== "]") return fail("expected ']' after '*'");
        i++;
        segments.push({ type: "wildcard" });
        continue;
      }
      if (d === "'" || d === '"') {
        const quote = d;
        i++;
        let key = "";
        let closed = false;
        while (i < s.length) {
          const ch = s[i];
          if (ch === "\\") {
            const next = s[i + 1];
            if (next === void 0) break;
            key += next;
            i += 2;
            continue;
          }
          if (ch === quote) {
            closed = true;
            i++;
            break;
          }
          key += ch;
          i++;
        }
        if (!closed) return fail("unterminated quoted name");
        while (s[i] === " ") i++;
        if (s[i] !== "]") return fail("expected ']' after the quoted name");
        i++;
        segments.push({ type: "key", key });
        continue;
      }
      if (d !== void 0 && /[-0-9]/.test(d)) {
        const m = /^-?\d+/.exec(s.slice(i));
        if (!m) return fail("expected an index");
        i += m[0].length;
        while (s[i] === " ") i++;
        if (s[i] === ":") return fail("slices are not supported");
        if (s[i] === ",") return fail("unions are not supported");
        if (s[i] !== "]") return fail("expected ']' after the index");
        i++;
        const index = Number(m[0]);
        if (!Number.isSafeInteger(index)) return fail("index is too large");
        segments.push({ type: "index", index });
        continue;
      }
      if (d === "?") return fail("filters ([?(...)]) are not supported");
      if (d === "(") return fail("script expressions are not supported");
      return fail("expected '*', an index or a quoted name after '['");
    }
    return fail(`unexpected '${c}'`);
  }
  return { ok: true, path: { source: s, segments, definite: segments.every((g) => g.type !== "wildcard") } };
}
var esc = (k) => k.replace(/~/g, "~0").replace(/\//g, "~1");
function queryJsonPath(doc, path4) {
  let nodes = [{ pointer: "", value: doc }];
  for (const seg of path4.segments) {
    const next = [];
    for (const n of nodes) {
      const v = n.value;
      if (seg.type === "key") {
        if (v !== null && typeof v === "object" && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, seg.key)) {
          next.push({ pointer: `${n.pointer}/${esc(seg.key)}`, value: v[seg.key] });
        }
      } else if (seg.type === "index") {
        if (Array.isArray(v)) {
          const idx = seg.index < 0 ? v.length + seg.index : seg.index;
          if (idx >= 0 && idx < v.length) next.push({ pointer: `${n.pointer}/${idx}`, value: v[idx] });
        }
      } else if (Array.isArray(v)) {
        v.forEach((item, idx) => next.push({ pointer: `${n.pointer}/${idx}`, value: item }));
      } else if (v !== null && typeof v === "object") {
        for (const [k, item] of Object.entries(v)) next.push({ pointer: `${n.pointer}/${esc(k)}`, value: item });
      }
    }
    nodes = next;
    if (nodes.length === 0) break;
  }
  return nodes;
}

// src/checks/check-schema.ts
var CHECK_KINDS = [
  "contains",
  "not_contains",
  "regex",
  "file_exists",
  "file_absent",
  "json_schema",
  "json_path",
  "tool_called",
  "tool_not_called",
  "frontmatter",
  "script"
];
var JSON_PATH_OPS = ["equals", "one_of", "contains", "regex", "exists", "not_exists", "count"];
var JSON_PATH_MATCH = ["all", "any", "none"];
var DEFAULT_SCRIPT_TIMEOUT_SECONDS = 30;
var MAX_SCRIPT_TIMEOUT_SECONDS = 600;
function normalizeKind(kind) {
  if (typeof kind !== "string") return void 0;
  const k = kind.trim().toLowerCase().replace(/-/g, "_");
  return CHECK_KINDS.includes(k) ? k : void 0;
}
function didYouMean(word, options) {
  const w = word.toLowerCase().replace(/-/g, "_");
  let best;
  let bestD = Infinity;
  for (const o of options) {
    const d = editDistance(w, o);
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  if (best === void 0) return "";
  const containsEither = best.includes(w) || w.length >= 4 && w.includes(best);
  return bestD <= Math.max(2, Math.floor(best.length / 3)) || containsEither ? ` (did you mean '${best}'?)` : "";
}
var show = (v) => {
  const s = JSON.stringify(v);
  return s === void 0 ? String(v) : s.length > 60 ? s.slice(0, 57) + "..." : s;
};
var typeName = (v) => v === null ? "null" : Array.isArray(v) ? "an array" : `a ${typeof v}`;
function regexFlagsProblem(flags) {
  return safeFlagsProblem(flags);
}
function regexPatternProblem(pattern, flags) {
  const p = safeRegexProblem(pattern, regexFlagsProblem(flags) ? "" : flags);
  return p === void 0 ? void 0 : `invalid regular expression: ${p}`;
}
function regexPatternWarning(pattern) {
  const q2 = nestedQuantifier(pattern);
  return q2 === void 0 ? void 0 : `the pattern has nested quantifiers ('${q2}'): harmless here (patterns are matched in linear time) but a sign of a mistake, and catastrophic in a backtracking engine`;
}
var RESERVED_OUTPUT_NAMES = ["metrics.json", "transcript.md", "user_notes.md"];
function normalizeGlob(glob) {
  return glob.trim().replace(/\\/g, "/").replace(/\/{2,}/g, "/").replace(/^(\.\/)+/, "");
}
var hasGlobMagic = (glob) => /[*?[{]/.test(glob);
function globToRegExp(glob) {
  return outputGlobToRegExp(normalizeGlob(glob));
}
function outputGlobProblem(glob, what) {
  if (glob.trim() === "") return `${what} is empty`;
  if (glob.includes("\0")) return `${what} contains a NUL character`;
  if (path.posix.isAbsolute(glob) || /^[A-Za-z]:[\\/]/.test(glob) || glob.startsWith("\\"))
    return `${what} '${glob}' is absolute; use a path relative to the run's outputs folder`;
  if (normalizeGlob(glob).split("/").includes("..")) return `${what} '${glob}' leaves the run's outputs folder ('..')`;
  try {
    globToRegExp(glob);
  } catch (e) {
    return `${what} '${glob}' is not a valid glob: ${e instanceof Error ? e.message : String(e)}`;
  }
  return void 0;
}
function skillRelativeProblem(p, what) {
  if (p.trim() === "") return `${what} is empty`;
  if (p.includes("\0")) return `${what} contains a NUL character`;
  if (path.posix.isAbsolute(p) || path.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("\\"))
    return `${what} '${p}' is absolute; use a path relative to the skill folder`;
  const norm = path.posix.normalize(p.replace(/\\/g, "/"));
  if (norm === ".." || norm.startsWith("../")) return `${what} '${p}' escapes the skill folder`;
  if (norm === "." || norm === "") return `${what} '${p}' names the skill folder itself, not a file`;
  return void 0;
}
var addFormats = import_ajv_formats.default.default ?? import_ajv_formats.default;
var ajvs = /* @__PURE__ */ new Map();
var safeRegExpEngine = Object.assign((pattern, u) => compileSafeRegex(pattern, u === "u" ? "u" : ""), {
  code: "skillEvalsSafeRegex"
});
function ajvFor(schema) {
  const dialect = isObject(schema) && typeof schema["$schema"] === "string" ? schema["$schema"] : "";
  const key = dialect.includes("2020-12") ? "2020" : dialect.includes("2019-09") ? "2019" : "07";
  let ajv = ajvs.get(key);
  if (!ajv) {
    const opts = { allErrors: true, strict: false, allowUnionTypes: true, validateFormats: true, code: { regExp: safeRegExpEngine } };
    ajv = key === "2020" ? new import__2.Ajv2020(opts) : key === "2019" ? new import__.Ajv2019(opts) : new import_ajv.Ajv(opts);
    try {
      addFormats(ajv);
    } catch {
    }
    ajvs.set(key, ajv);
  }
  return ajv;
}
function compileJsonSchema(schema) {
  if (!isObject(schema) && typeof schema !== "boolean") return { error: `a JSON Schema must be an object or a boolean, not ${typeName(schema)}` };
  const ajv = ajvFor(schema);
  try {
    const copy = isObject(schema) ? { ...schema } : schema;
    if (isObject(copy)) delete copy["$id"];
    return { validate: ajv.compile(copy) };
  } catch (e) {
    return { error: `invalid JSON Schema: ${e instanceof Error ? e.message : String(e)}` };
  }
}
var COMMON = { kind: "string", description: "string" };
var SPECS = {
  contains: { required: ["value"], fields: { value: "strings", in: "string", case_sensitive: "boolean" } },
  not_contains: { required: ["value"], fields: { value: "strings", in: "string", case_sensitive: "boolean" } },
  regex: { required: ["pattern"], fields: { pattern: "string", flags: "any", in: "string" } },
  file_exists: { required: ["path"], fields: { path: "string", count: "range" } },
  file_absent: { required: ["path"], fields: { path: "string" } },
  json_schema: { required: [], fields: { schema: "any", schema_path: "string", in: "string" } },
  json_path: {
    required: ["path", "op"],
    fields: {
      path: "string",
      op: "string",
      in: "string",
      value: "any",
      values: "array",
      pattern: "string",
      flags: "any",
      min: "nonNegInt",
      max: "nonNegInt",
      match: "string",
      case_sensitive: "boolean"
    }
  },
  tool_called: { required: ["tool"], fields: { tool: "string", input: "any", count: "range" } },
  tool_not_called: { required: ["tool"], fields: { tool: "string", input: "any" } },
  frontmatter: { required: ["path", "field"], fields: { path: "string", field: "string", equals: "any", one_of: "array", exists: "boolean" } },
  script: { required: ["command"], fields: { command: "string", args: "stringList", timeout_seconds: "positiveNumber" } }
};
function typeProblem(t, v, name) {
  switch (t) {
    case "string":
      if (typeof v !== "string") return `'${name}' must be a string, not ${typeName(v)}`;
      if (v.trim() === "") return `'${name}' must not be empty`;
      return void 0;
    case "strings":
      if (typeof v === "string") return v === "" ? `'${name}' must not be empty` : void 0;
      if (!Array.isArray(v)) return `'${name}' must be a string or a list of strings, not ${typeName(v)}`;
      if (v.length === 0) return `'${name}' must not be an empty list`;
      return void 0;
    // items checked separately for their own pointers
    case "stringList":
      if (!Array.isArray(v)) return `'${name}' must be a list of strings, not ${typeName(v)}`;
      return void 0;
    case "array":
      if (!Array.isArray(v)) return `'${name}' must be a list, not ${typeName(v)}`;
      return void 0;
    case "boolean":
      return typeof v === "boolean" ? void 0 : `'${name}' must be true or false, not ${show(v)}`;
    case "range":
      return isObject(v) ? void 0 : `'${name}' must be an object like {"min": 1, "max": 3}, not ${typeName(v)}`;
    case "nonNegInt":
      return typeof v === "number" && Number.isInteger(v) && v >= 0 ? void 0 : `'${name}' must be a non-negative integer, not ${show(v)}`;
    case "positiveNumber":
      return typeof v === "number" && Number.isFinite(v) && v > 0 ? void 0 : `'${name}' must be a positive number, not ${show(v)}`;
    case "any":
      return void 0;
  }
}
function rangeProblems(v, base, name) {
  const out = [];
  for (const k of Object.keys(v)) {
    if (k !== "min" && k !== "max") out.push({ pointer: `${base}/${k}`, message: `unknown key '${k}' in '${name}' (only 'min' and 'max')${didYouMean(k, ["min", "max"])}` });
  }
  if (!("min" in v) && !("max" in v)) out.push({ pointer: base, message: `'${name}' needs 'min', 'max' or both` });
  for (const k of ["min", "max"]) {
    if (k in v && typeProblem("nonNegInt", v[k], `${name}.${k}`)) {
      out.push({ pointer: `${base}/${k}`, message: typeProblem("nonNegInt", v[k], `${name}.${k}`) });
    }
  }
  if (typeof v["min"] === "number" && typeof v["max"] === "number" && v["min"] > v["max"]) {
    out.push({ pointer: `${base}/min`, message: `'${name}.min' (${v["min"]}) is greater than '${name}.max' (${v["max"]})` });
  }
  return out;
}
var IN_TEXT = ["response", "transcript"];
function validateCheck(check) {
  if (!isObject(check)) return [{ pointer: "", message: `a check must be an object with a 'kind', not ${typeName(check)}` }];
  const rawKind = check["kind"];
  if (rawKind === void 0) return [{ pointer: "", message: `the check has no 'kind' (one of: ${CHECK_KINDS.join(", ")})` }];
  if (typeof rawKind !== "string") return [{ pointer: "/kind", message: `'kind' must be a string, not ${typeName(rawKind)}` }];
  const kind = normalizeKind(rawKind);
  if (!kind) {
    return [{ pointer: "/kind", message: `unknown check kind '${rawKind}'${didYouMean(rawKind, CHECK_KINDS) || ` (known kinds: ${CHECK_KINDS.join(", ")})`}` }];
  }
  const spec = SPECS[kind];
  const fields = { ...COMMON, ...spec.fields };
  const problems = [];
  const add = (pointer, message) => {
    problems.push({ pointer, message });
  };
  for (const k of Object.keys(check)) {
    if (!(k in fields)) {
      const hint = didYouMean(k, Object.keys(fields));
      add(`/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, `unknown field '${k}' for a ${kind} check${hint || ` (fields: ${Object.keys(spec.fields).join(", ")})`}`);
    }
  }
  for (const r of spec.required) if (!(r in check)) add("", `a ${kind} check needs '${r}'`);
  const ok = {};
  for (const [k, t] of Object.entries(fields)) {
    if (!(k in check) || k === "kind") continue;
    const p = typeProblem(t, check[k], k);
    if (p) add(`/${k}`, p);
    else ok[k] = true;
  }
  const has = (k) => ok[k] === true;
  if (has("value") && fields["value"] === "strings" && Array.isArray(check["value"])) {
    ;
    check["value"].forEach((item, j) => {
      if (typeof item !== "string" || item === "") add(`/value/${j}`, `'value' items must be non-empty strings, not ${show(item)}`);
    });
  }
  if (has("args")) {
    ;
    check["args"].forEach((item, j) => {
      if (typeof item !== "string") add(`/args/${j}`, `'args' items must be strings, not ${typeName(item)}`);
    });
  }
  if (has("count") && isObject(check["count"])) problems.push(...rangeProblems(check["count"], "/count", "count"));
  const isJsonKind = kind === "json_schema" || kind === "json_path";
  if (has("in")) {
    const v = check["in"];
    if (IN_TEXT.includes(v)) {
      if (isJsonKind && v === "transcript") add("/in", `'in: transcript' is not JSON; use 'response' or a file path`);
    } else {
      const p = outputGlobProblem(v, "'in'");
      if (p) add("/in", p);
    }
  }
  if (has("path") && kind !== "json_path") {
    const p = outputGlobProblem(check["path"], "'path'");
    if (p) add("/path", p);
  }
  let flags = "";
  if ("flags" in check) {
    const f = check["flags"];
    if (typeof f !== "string") add("/flags", `'flags' must be a string of regex flags such as "im", not ${typeName(f)}`);
    else {
      const p = regexFlagsProblem(f);
      if (p) add("/flags", p);
      else flags = f;
    }
  }
  if (has("pattern")) {
    const p = regexPatternProblem(check["pattern"], flags);
    if (p) add("/pattern", p);
  }
  switch (kind) {
    case "json_schema": {
      const hasSchema = "schema" in check;
      const hasPath = "schema_path" in check;
      if (hasSchema && hasPath) add("", "a json_schema check takes 'schema' or 'schema_path', not both");
      else if (!hasSchema && !hasPath) add("", "a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)");
      if (hasSchema) {
        const c = compileJsonSchema(check["schema"]);
        if (c.error) add("/schema", c.error);
      }
      if (has("schema_path")) {
        const p = skillRelativeProblem(check["schema_path"], "'schema_path'");
        if (p) add("/schema_path", p);
      }
      break;
    }
    case "json_path": {
      if (has("path")) {
        const r = parseJsonPath(check["path"]);
        if (!r.ok) add("/path", `invalid JSONPath: ${r.error}`);
      }
      if (has("match") && !JSON_PATH_MATCH.includes(check["match"])) {
        add("/match", `'match' must be one of ${JSON_PATH_MATCH.join(", ")}, not ${show(check["match"])}`);
      }
      if (!has("op")) break;
      const op = check["op"];
      if (!JSON_PATH_OPS.includes(op)) {
        add("/op", `unknown op '${op}'${didYouMean(op, JSON_PATH_OPS) || ` (ops: ${JSON_PATH_OPS.join(", ")})`}`);
        break;
      }
      const allowed = {
        equals: ["value", "match"],
        one_of: ["values", "match"],
        contains: ["value", "match", "case_sensitive"],
        regex: ["pattern", "flags", "match"],
        exists: [],
        not_exists: [],
        count: ["min", "max", "value"]
      };
      const needs = {
        equals: ["value"],
        one_of: ["values"],
        contains: ["value"],
        regex: ["pattern"],
        exists: [],
        not_exists: [],
        count: []
      };
      for (const n of needs[op]) if (!(n in check)) add("", `json_path op '${op}' needs '${n}'`);
      for (const f of ["value", "values", "pattern", "flags", "min", "max", "match", "case_sensitive"]) {
        if (f in check && !allowed[op].includes(f)) add(`/${f}`, `'${f}' is not used by json_path op '${op}'`);
      }
      if (op === "count") {
        if (!("min" in check) && !("max" in check)) add("", "json_path op 'count' needs 'min', 'max' or both");
        if (has("min") && has("max") && check["min"] > check["max"]) {
          add("/min", `'min' (${String(check["min"])}) is greater than 'max' (${String(check["max"])})`);
        }
      }
      if (op === "one_of" && has("values") && check["values"].length === 0) add("/values", "'values' must not be empty");
      break;
    }
    case "frontmatter": {
      const modes = ["equals", "one_of", "exists"].filter((m) => m in check);
      if (modes.length === 0) add("", "a frontmatter check needs one of 'equals', 'one_of' or 'exists'");
      else if (modes.length > 1) add("", `a frontmatter check takes one of 'equals', 'one_of' or 'exists', not ${modes.map((m) => `'${m}'`).join(" and ")}`);
      if (has("one_of") && check["one_of"].length === 0) add("/one_of", "'one_of' must not be empty");
      if (has("field")) {
        const f = check["field"];
        if (f.split(".").some((s) => s === "")) add("/field", `'field' '${f}' has an empty segment; use a dot path such as "metadata.status"`);
      }
      break;
    }
    case "script": {
      if (has("command")) {
        const cmd = check["command"];
        if (/\s-{1,2}[A-Za-z]/.test(cmd) || /^\S+\s+\S/.test(cmd.trim()) && !/\.[A-Za-z0-9]+$/.test(cmd.trim())) {
          add("/command", `'command' '${cmd}' looks like a command line; put arguments in 'args' (commands are not run through a shell)`);
        }
        const p = skillRelativeProblem(cmd, "'command'");
        if (p) add("/command", `${p} (scripts must live in the skill folder, e.g. "scripts/validate.sh")`);
      }
      if (has("timeout_seconds") && check["timeout_seconds"] > MAX_SCRIPT_TIMEOUT_SECONDS) {
        add("/timeout_seconds", `'timeout_seconds' (${String(check["timeout_seconds"])}) exceeds the maximum of ${MAX_SCRIPT_TIMEOUT_SECONDS}`);
      }
      break;
    }
    default:
      break;
  }
  return problems;
}

// src/checks/checks.ts
var MAX_READ_BYTES = 10 * 1024 * 1024;
var MAX_WALK_ENTRIES = 2e4;
var MAX_EVIDENCE = 3e3;
var SCRIPT_OUTPUT_CAP = 4096;
async function runCheck(check, ctx) {
  try {
    const problems = validateCheck(check);
    if (problems.length > 0) {
      return evalError(`Invalid check: ${problems.map((p) => p.pointer ? `${p.pointer}: ${p.message}` : p.message).join("; ")}`);
    }
    const kind = normalizeKind(check.kind);
    const r = await KINDS[kind](check, ctx);
    return { ...r, evidence: cap(r.evidence, kind === "script" ? SCRIPT_OUTPUT_CAP + 600 : MAX_EVIDENCE) };
  } catch (e) {
    return evalError(`The check could not be evaluated: ${e instanceof Error ? e.message : String(e)}`);
  }
}
var KINDS = {
  contains: (c, x) => runContains(c, x, false),
  not_contains: (c, x) => runContains(c, x, true),
  regex: runRegex,
  file_exists: (c, x) => runFileExists(c, x, false),
  file_absent: (c, x) => runFileExists(c, x, true),
  json_schema: runJsonSchema,
  json_path: runJsonPath,
  tool_called: (c, x) => runToolCalled(c, x, false),
  tool_not_called: (c, x) => runToolCalled(c, x, true),
  frontmatter: runFrontmatter,
  script: runScript
};
var evalError = (evidence) => ({ passed: false, error: true, evidence: cap(evidence, SCRIPT_OUTPUT_CAP + 600) });
var result = (passed, evidence) => ({ passed, evidence });
function cap(s, max = MAX_EVIDENCE) {
  return truncateEnd(s, max, (n) => ` … [${n} more chars]`, max - 20);
}
function q(v, max = 80) {
  let s;
  try {
    s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > max ? s.slice(0, max - 4) + "…" + s.slice(-1) : s;
}
function listNames(items, max = 8) {
  if (items.length === 0) return "(none)";
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown}, … (${items.length - max} more)` : shown;
}
function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function snippet(text, index, len, around = 40) {
  const start = Math.max(0, index - around);
  const end = Math.min(text.length, index + len + around);
  const s = (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  return JSON.stringify(s.replace(/\s+/g, " "));
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function rangeText(min, max) {
  if (min !== void 0 && max !== void 0) return min === max ? `exactly ${min}` : `${min}..${max}`;
  if (min !== void 0) return `at least ${min}`;
  return `at most ${max}`;
}
var listings = /* @__PURE__ */ new WeakMap();
function listOutputs(ctx) {
  let p = listings.get(ctx);
  if (!p) {
    p = walkOutputs(ctx.outputsDir);
    listings.set(ctx, p);
  }
  return p;
}
async function walkOutputs(root) {
  const files = [];
  const dirs = [];
  let realRoot;
  try {
    realRoot = await fs.realpath(root);
  } catch {
    return { files, dirs };
  }
  const stack = [""];
  let seen = 0;
  while (stack.length > 0) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await fs.readdir(path2.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (++seen > MAX_WALK_ENTRIES) break;
      const childRel = rel === "" ? e.name : `${rel}/${e.name}`;
      if (rel === "" && RESERVED_OUTPUT_NAMES.includes(e.name)) continue;
      if (e.isDirectory()) {
        dirs.push(childRel);
        stack.push(childRel);
      } else if (e.isFile()) {
        files.push(childRel);
      } else if (e.isSymbolicLink()) {
        try {
          const real = await fs.realpath(path2.join(root, childRel));
          const inside = path2.relative(realRoot, real);
          if (inside.startsWith("..") || path2.isAbsolute(inside)) continue;
          if ((await fs.stat(real)).isFile()) files.push(childRel);
        } catch {
        }
      }
    }
  }
  files.sort();
  dirs.sort();
  return { files, dirs };
}
async function matchOutputs(ctx, glob) {
  const listing = await listOutputs(ctx);
  const re = globToRegExp(glob);
  return { matches: listing.files.filter((f) => re.test(f)), listing };
}
function noMatchText(glob, listing) {
  const g = normalizeGlob(glob);
  const dirHint = listing.dirs.includes(g.replace(/\/$/, "")) ? ` ('${g}' is a folder; use '${g.replace(/\/$/, "")}/*')` : "";
  const held = listing.files.length === 0 ? "the outputs folder holds no files" : `outputs hold: ${listNames(listing.files)}`;
  return `no file matches '${glob}'${dirHint}; ${held}`;
}
async function readOutput(ctx, rel) {
  const fh = await fs.open(path2.join(ctx.outputsDir, ...rel.split("/")), "r");
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(size, MAX_READ_BYTES));
    await fh.read(buf, 0, buf.length, 0);
    let text = buf.toString("utf8");
    if (text.charCodeAt(0) === 65279) text = text.slice(1);
    return text;
  } finally {
    await fh.close();
  }
}
async function textSources(where, ctx) {
  const w = typeof where === "string" ? where : "response";
  if (w === "response") return { sources: [{ label: "the response", text: ctx.response ?? "", file: false }] };
  if (w === "transcript") return { sources: [{ label: "the transcript", text: ctx.transcript ?? "", file: false }] };
  const { matches, listing } = await matchOutputs(ctx, w);
  if (matches.length === 0) return { sources: [], glob: w, noMatch: noMatchText(w, listing) };
  const sources = [];
  for (const m of matches) sources.push({ label: m, text: await readOutput(ctx, m), file: true });
  return { sources, glob: w };
}
function at(src, index) {
  return src.file ? `${src.label}:${lineAt(src.text, index)}` : `${src.label} (line ${lineAt(src.text, index)})`;
}
function searched(s) {
  if (!s.glob) return s.sources[0].label;
  return s.sources.length === 1 ? s.sources[0].label : `${plural(s.sources.length, "file")} matching '${s.glob}' (${listNames(s.sources.map((x) => x.label))})`;
}
async function runContains(check, ctx, negate) {
  const values = Array.isArray(check["value"]) ? check["value"] : [check["value"]];
  const cs = check["case_sensitive"] === true;
  const how = cs ? "case-sensitive" : "case-insensitive";
  const s = await textSources(check["in"], ctx);
  if (s.noMatch) {
    return negate ? result(true, `${cap1(s.noMatch)}, so nothing can contain ${listNames(values.map((v) => q(v)))} (passes)`) : result(false, `${cap1(s.noMatch)}; could not look for ${listNames(values.map((v) => q(v)))}`);
  }
  const hits = [];
  const misses = [];
  for (const v of values) {
    let hit;
    for (const src of s.sources) {
      const index = cs ? src.text.indexOf(v) : src.text.toLowerCase().indexOf(v.toLowerCase());
      if (index >= 0) {
        hit = { value: v, src, index };
        break;
      }
    }
    if (hit) hits.push(hit);
    else misses.push(v);
  }
  const found = hits.map((h) => `${q(h.value)} in ${at(h.src, h.index)}: ${snippet(h.src.text, h.index, h.value.length)}`);
  if (!negate) {
    if (misses.length === 0) {
      return result(true, `Found ${values.length === 1 ? "" : `all ${values.length} values `}(${how}) — ${found.join("; ")}`);
    }
    const foundPart = hits.length > 0 ? ` Found: ${hits.map((h) => `${q(h.value)} (${at(h.src, h.index)})`).join(", ")}.` : "";
    return result(false, `Missing ${listNames(misses.map((m) => q(m)))} (${how}) in ${searched(s)}${emptyNote(s)}.${foundPart}`);
  }
  if (hits.length === 0) return result(true, `None of ${listNames(values.map((v) => q(v)))} appears (${how}) in ${searched(s)}`);
  return result(false, `Found (${how}) ${found.join("; ")}`);
}
function cap1(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function emptyNote(s) {
  if (s.sources.length === 1 && s.sources[0].text.trim() === "") return ` (${s.sources[0].label} is empty)`;
  if (s.sources.length === 1 && !s.glob) return `, which starts ${snippet(s.sources[0].text, 0, 0, 100)}`;
  return "";
}
async function runRegex(check, ctx) {
  const pattern = check["pattern"];
  const flags = typeof check["flags"] === "string" ? check["flags"] : "";
  const shown = `/${pattern}/${flags}`;
  const s = await textSources(check["in"], ctx);
  if (s.noMatch) return result(false, `${cap1(s.noMatch)}; could not match ${shown}`);
  const matched = [];
  const unmatched = [];
  const re = compileSafeRegex(pattern, flags);
  for (const src of s.sources) {
    const m = re.exec(src.text);
    if (m) matched.push(`${at(src, m.index)}: ${q(m.text, 120)}`);
    else unmatched.push(src.label);
  }
  if (matched.length > 0) {
    const others = s.glob && unmatched.length > 0 ? ` (no match in ${listNames(unmatched)})` : "";
    return result(true, `${shown} matched in ${matched.slice(0, 5).join("; ")}${others}`);
  }
  return result(false, `${shown} did not match ${searched(s)}${emptyNote(s)}`);
}
async function runFileExists(check, ctx, absent) {
  const glob = check["path"];
  const { matches, listing } = await matchOutputs(ctx, glob);
  if (absent) {
    if (matches.length === 0) return result(true, `No file matches '${glob}' (as required)`);
    return result(false, `${plural(matches.length, "file")} ${matches.length === 1 ? "matches" : "match"} '${glob}' but none should: ${listNames(matches)}`);
  }
  const count = isObject(check["count"]) ? check["count"] : {};
  const min = typeof count["min"] === "number" ? count["min"] : 1;
  const max = typeof count["max"] === "number" ? count["max"] : void 0;
  if (matches.length === 0 && min > 0) return result(false, cap1(noMatchText(glob, listing)));
  const ok = matches.length >= min && (max === void 0 || matches.length <= max);
  const counted = `${plural(matches.length, "file")} ${matches.length === 1 ? "matches" : "match"} '${glob}'`;
  const expected = isObject(check["count"]) ? ` (expected ${rangeText(typeof count["min"] === "number" ? min : void 0, max)})` : "";
  return result(ok, `${counted}${expected}${matches.length > 0 ? `: ${listNames(matches)}` : ""}`);
}
function describeJsonError(e, text) {
  const msg = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(msg);
  if (m && !/line \d+/.test(msg)) {
    const idx = Number(m[1]);
    const line = lineAt(text, idx);
    const col = idx - text.lastIndexOf("\n", idx - 1);
    return `${msg} (line ${line}, column ${col})`;
  }
  return msg;
}
function parseResponseJson(response) {
  const whole = response.trim();
  if (whole !== "") {
    try {
      return { value: JSON.parse(whole), from: "the response" };
    } catch {
    }
  }
  const fences = [...response.matchAll(/```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)```/g)];
  const jsonFence = fences.find((f) => /^json5?c?$/i.test(f[1] ?? ""));
  if (jsonFence) {
    try {
      return { value: JSON.parse(jsonFence[2]), from: "the first ```json block of the response" };
    } catch (e) {
      return { error: `The first \`\`\`json block of the response is not valid JSON: ${describeJsonError(e, jsonFence[2])}` };
    }
  }
  for (const f of fences) {
    try {
      return { value: JSON.parse(f[2]), from: "a fenced block of the response" };
    } catch {
    }
  }
  return {
    error: `The response is not JSON and has no \`\`\`json block; it starts ${snippet(response, 0, 0, 100)}`
  };
}
async function jsonDocs(where, ctx) {
  const w = typeof where === "string" ? where : "response";
  if (w === "response") {
    const r = parseResponseJson(ctx.response ?? "");
    if ("error" in r) return { ok: false, result: evalError(r.error) };
    return { ok: true, docs: [{ label: r.from, value: r.value }] };
  }
  const { matches, listing } = await matchOutputs(ctx, w);
  if (matches.length === 0) return { ok: false, result: result(false, cap1(noMatchText(w, listing))) };
  const docs = [];
  for (const m of matches) {
    const text = await readOutput(ctx, m);
    try {
      docs.push({ label: m, value: JSON.parse(text) });
    } catch (e) {
      return { ok: false, result: evalError(`${m} is not valid JSON: ${describeJsonError(e, text)}`) };
    }
  }
  return { ok: true, docs };
}
function formatAjvError(e) {
  const where = e.instancePath === "" ? "(root)" : e.instancePath;
  let msg = e.message ?? e.keyword;
  if (e.keyword === "enum" && Array.isArray(e.params["allowedValues"])) msg += ` ${q(e.params["allowedValues"])}`;
  if (e.keyword === "additionalProperties" && typeof e.params["additionalProperty"] === "string") msg += ` '${e.params["additionalProperty"]}'`;
  if (e.keyword === "const") msg += ` ${q(e.params["allowedValue"])}`;
  return `${where}: ${msg}`;
}
function insideSkill(skillDir, rel) {
  const root = path2.resolve(skillDir);
  const abs = path2.resolve(root, rel);
  const lex = path2.relative(root, abs);
  if (lex === "" || lex.startsWith("..") || path2.isAbsolute(lex)) return void 0;
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(abs);
    const r = path2.relative(realRoot, real);
    if (r === "" || r.startsWith("..") || path2.isAbsolute(r)) return void 0;
    return real;
  } catch {
    return abs;
  }
}
async function loadSchema(check, ctx) {
  if ("schema" in check) return { schema: check["schema"], label: "the inline schema" };
  const rel = check["schema_path"];
  const abs = insideSkill(ctx.skillDir, rel);
  if (!abs) return { error: `schema_path '${rel}' escapes the skill folder` };
  let text;
  try {
    text = await fs.readFile(abs, "utf8");
  } catch (e) {
    const code = e.code;
    return { error: code === "ENOENT" ? `schema_path '${rel}' does not exist in the skill folder (${ctx.skillDir})` : `cannot read schema_path '${rel}': ${e.message}` };
  }
  try {
    return { schema: JSON.parse(text.replace(/^\uFEFF/, "")), label: rel };
  } catch (e) {
    return { error: `schema_path '${rel}' is not valid JSON: ${describeJsonError(e, text)}` };
  }
}
async function runJsonSchema(check, ctx) {
  const loaded = await loadSchema(check, ctx);
  if ("error" in loaded) return evalError(loaded.error);
  const compiled = compileJsonSchema(loaded.schema);
  if (!compiled.validate) return evalError(`${loaded.label}: ${compiled.error}`);
  const docs = await jsonDocs(check["in"], ctx);
  if (!docs.ok) return docs.result;
  const good = [];
  const bad = [];
  for (const d of docs.docs) {
    if (compiled.validate(d.value)) {
      good.push(d.label);
      continue;
    }
    const errs = compiled.validate.errors ?? [];
    const shown = errs.slice(0, 8).map(formatAjvError);
    const more = errs.length > 8 ? `; … ${errs.length - 8} more` : "";
    bad.push(`${d.label} does not match ${loaded.label}: ${shown.join("; ")}${more}`);
  }
  if (bad.length === 0) return result(true, `${listNames(good)} ${good.length === 1 ? "is" : "are"} valid against ${loaded.label}`);
  return result(false, bad.join("\n") + (good.length > 0 ? `
(valid: ${listNames(good)})` : ""));
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
}
function nodeAt(m) {
  return `${m.pointer === "" ? "(root)" : m.pointer} = ${q(m.value, 70)}`;
}
async function runJsonPath(check, ctx) {
  const parsed = parseJsonPath(check["path"]);
  if (!parsed.ok) return evalError(`invalid JSONPath: ${parsed.error}`);
  const jp = parsed.path;
  const op = check["op"];
  const docs = await jsonDocs(check["in"], ctx);
  if (!docs.ok) return docs.result;
  const parts = docs.docs.map((d) => {
    const r = jsonPathOnDoc(check, op, jp.source, jp.definite, queryJsonPath(d.value, jp), d.value);
    return { passed: r.passed, evidence: `${d.label}: ${r.evidence}` };
  });
  if (parts.length === 1) return parts[0];
  return result(
    parts.every((p) => p.passed),
    parts.map((p) => `${p.passed ? "✓" : "✗"} ${p.evidence}`).join("\n")
  );
}
function jsonPathOnDoc(check, op, expr, definite, nodes, doc) {
  const nothing = () => {
    const keys = isObject(doc) ? ` (top-level keys: ${listNames(Object.keys(doc))})` : Array.isArray(doc) ? ` (the document is an array of ${doc.length})` : "";
    return `${expr} matches nothing${keys}`;
  };
  if (op === "exists") {
    return nodes.length > 0 ? result(true, `${expr} exists: ${listNames(nodes.map(nodeAt), 3)}`) : result(false, nothing());
  }
  if (op === "not_exists") {
    return nodes.length === 0 ? result(true, `${expr} matches nothing (as required)`) : result(false, `${expr} exists but should not: ${listNames(nodes.map(nodeAt), 3)}`);
  }
  if (op === "count") {
    const min = typeof check["min"] === "number" ? check["min"] : void 0;
    const max = typeof check["max"] === "number" ? check["max"] : void 0;
    let items = nodes;
    let what = `${plural(nodes.length, "node")} ${nodes.length === 1 ? "matches" : "match"} ${expr}`;
    if (definite && nodes.length === 1 && Array.isArray(nodes[0].value)) {
      const arr = nodes[0].value;
      items = arr.map((v, i) => ({ pointer: `${nodes[0].pointer}/${i}`, value: v }));
      what = `${expr} has ${plural(arr.length, "item")}`;
    }
    if ("value" in check) {
      items = items.filter((m) => deepEqual(m.value, check["value"]));
      what += `, ${items.length} equal to ${q(check["value"])}`;
    }
    const n = items.length;
    const ok = (min === void 0 || n >= min) && (max === void 0 || n <= max);
    return result(ok, `${what} (expected ${rangeText(min, max)})`);
  }
  const cs = check["case_sensitive"] === true;
  let describe;
  let pred;
  switch (op) {
    case "equals":
      describe = `equal to ${q(check["value"])}`;
      pred = (v) => deepEqual(v, check["value"]);
      break;
    case "one_of": {
      const values = check["values"];
      describe = `one of ${q(values, 120)}`;
      pred = (v) => values.some((x) => deepEqual(v, x));
      break;
    }
    case "contains": {
      const want = check["value"];
      describe = `containing ${q(want)}${typeof want === "string" ? ` (${cs ? "case-sensitive" : "case-insensitive"})` : ""}`;
      const strEq = (a, b) => !cs && typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : deepEqual(a, b);
      pred = (v) => {
        if (typeof v === "string" && typeof want === "string") return cs ? v.includes(want) : v.toLowerCase().includes(want.toLowerCase());
        if (Array.isArray(v)) return v.some((x) => strEq(x, want));
        return false;
      };
      break;
    }
    case "regex": {
      const re = compileSafeRegex(check["pattern"], typeof check["flags"] === "string" ? check["flags"] : "");
      describe = `matching ${re.toString()}`;
      pred = (v) => {
        if (v !== null && typeof v === "object") return false;
        return re.test(String(v));
      };
      break;
    }
  }
  const match = check["match"] ?? "all";
  const yes = nodes.filter((m) => pred(m.value));
  const no = nodes.filter((m) => !pred(m.value));
  if (match === "none") {
    if (yes.length === 0) {
      return result(true, nodes.length === 0 ? `${nothing()}, so none is ${describe}` : `none of the ${plural(nodes.length, "node")} of ${expr} is ${describe}`);
    }
    return result(false, `${plural(yes.length, "node")} of ${expr} ${yes.length === 1 ? "is" : "are"} ${describe} but none should be: ${listNames(yes.map(nodeAt), 3)}`);
  }
  if (nodes.length === 0) return result(false, nothing());
  if (match === "any") {
    if (yes.length > 0) return result(true, `${expr}: ${nodeAt(yes[0])} is ${describe}${nodes.length > 1 ? ` (${yes.length} of ${nodes.length} nodes)` : ""}`);
    return result(false, `no node of ${expr} is ${describe}; found ${listNames(nodes.map(nodeAt), 3)}`);
  }
  if (no.length === 0) {
    return result(true, nodes.length === 1 ? `${expr}: ${nodeAt(nodes[0])} is ${describe}` : `all ${nodes.length} nodes of ${expr} are ${describe}`);
  }
  const head = nodes.length === 1 ? `${expr}: ${nodeAt(no[0])} is not ${describe}` : `${no.length} of ${nodes.length} nodes of ${expr} ${no.length === 1 ? "is" : "are"} not ${describe}: ${listNames(no.map(nodeAt), 3)}`;
  return result(false, head);
}
function subsetMismatch(expected, actual, at2 = "input") {
  if (isObject(expected)) {
    if (!isObject(actual)) return `${at2} is ${q(actual, 60)}, expected an object`;
    for (const [k, v] of Object.entries(expected)) {
      if (!Object.prototype.hasOwnProperty.call(actual, k)) return `${at2}.${k} is missing`;
      const d = subsetMismatch(v, actual[k], `${at2}.${k}`);
      if (d) return d;
    }
    return void 0;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at2} is ${q(actual, 60)}, expected a list`;
    if (actual.length !== expected.length) return `${at2} has ${actual.length} items, expected ${expected.length}`;
    for (let i = 0; i < expected.length; i++) {
      const d = subsetMismatch(expected[i], actual[i], `${at2}[${i}]`);
      if (d) return d;
    }
    return void 0;
  }
  return deepEqual(expected, actual) ? void 0 : `${at2} is ${q(actual, 60)}, expected ${q(expected, 60)}`;
}
async function runToolCalled(check, ctx, negate) {
  const tool = check["tool"];
  const calls = Array.isArray(ctx.toolCalls) ? ctx.toolCalls : [];
  const named = calls.filter((c) => c.name === tool);
  const hasInput = "input" in check;
  const matching = hasInput ? named.filter((c) => subsetMismatch(check["input"], c.input) === void 0) : named;
  const turns = (cs) => listNames(cs.map((c) => String(c.turn)), 10);
  const withInput = hasInput ? ` with input matching ${q(check["input"], 100)}` : "";
  const inventory = () => {
    const counts = /* @__PURE__ */ new Map();
    for (const c of calls) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    return counts.size === 0 ? "no tools were called" : `tools called: ${[...counts].map(([n2, k]) => `${n2} ×${k}`).join(", ")}`;
  };
  const whyNot = () => {
    if (!hasInput || named.length === 0) return "";
    const diffs = named.slice(0, 3).map((c) => `turn ${c.turn}: ${subsetMismatch(check["input"], c.input)}`);
    return `; '${tool}' was called ${plural(named.length, "time")} but the input differs (${diffs.join("; ")})`;
  };
  if (negate) {
    if (matching.length === 0) return result(true, `'${tool}' was not called${withInput}${whyNot()} (${inventory()})`);
    const first = matching[0];
    return result(false, `'${tool}' was called ${plural(matching.length, "time")}${withInput} (turns ${turns(matching)}); first input: ${q(first.input, 160)}`);
  }
  const count = isObject(check["count"]) ? check["count"] : {};
  const min = typeof count["min"] === "number" ? count["min"] : 1;
  const max = typeof count["max"] === "number" ? count["max"] : void 0;
  const n = matching.length;
  const ok = n >= min && (max === void 0 || n <= max);
  const expected = isObject(check["count"]) ? ` (expected ${rangeText(typeof count["min"] === "number" ? min : void 0, max)})` : "";
  if (n === 0) return result(ok, `'${tool}' was never called${withInput}${expected}${whyNot()} (${inventory()})`);
  return result(ok, `'${tool}' was called ${plural(n, "time")}${withInput}${expected} (turns ${turns(matching)}); first input: ${q(matching[0].input, 160)}`);
}
function extractFrontmatter(text) {
  const t = text.replace(/^\uFEFF/, "");
  const m = /^---[ \t]*\r?\n/.exec(t);
  if (!m) return void 0;
  const rest = t.slice(m[0].length);
  const end = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!end) return void 0;
  return rest.slice(0, end.index);
}
function fieldValue(data, field) {
  let cur = data;
  for (const seg of field.split(".")) {
    if (Array.isArray(cur) && /^\d+$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg];
    else return { found: false };
  }
  return { found: true, value: cur };
}
function looseEqual(a, b) {
  if (deepEqual(a, b)) return true;
  const scalar = (v) => typeof v === "string" || typeof v === "number" || typeof v === "boolean";
  return scalar(a) && scalar(b) && String(a) === String(b);
}
async function runFrontmatter(check, ctx) {
  const glob = check["path"];
  const field = check["field"];
  const { matches, listing } = await matchOutputs(ctx, glob);
  if (matches.length === 0) return result(false, cap1(noMatchText(glob, listing)));
  const lines = [];
  let allOk = true;
  let anyError = false;
  for (const m of matches) {
    const text = await readOutput(ctx, m);
    const yamlText = extractFrontmatter(text);
    if (yamlText === void 0) {
      allOk = false;
      lines.push(`${m}: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts ${snippet(text, 0, 0, 60)}`);
      continue;
    }
    let data;
    try {
      data = (0, import_yaml.parse)(yamlText, { maxAliasCount: 100 }) ?? {};
    } catch (e) {
      allOk = false;
      anyError = true;
      lines.push(`${m}: the frontmatter is not valid YAML: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
      continue;
    }
    const { found, value } = fieldValue(data, field);
    let ok;
    let text2;
    if ("exists" in check) {
      const want = check["exists"] === true;
      ok = found === want;
      text2 = found ? `'${field}' is present (${q(value)})` : `'${field}' is absent`;
      if (!ok) text2 += want ? "" : " but should be absent";
    } else if (!found) {
      ok = false;
      const keys = isObject(data) ? ` (keys: ${listNames(Object.keys(data))})` : "";
      text2 = `no '${field}' in the frontmatter${keys}`;
    } else if ("equals" in check) {
      ok = looseEqual(value, check["equals"]);
      text2 = `${field} = ${q(value)}${ok ? "" : `, expected ${q(check["equals"])}`}`;
    } else {
      const opts = check["one_of"];
      ok = opts.some((o) => looseEqual(value, o));
      text2 = `${field} = ${q(value)}${ok ? ` (one of ${q(opts)})` : `, expected one of ${q(opts)}`}`;
    }
    if (!ok) allOk = false;
    lines.push(`${m}: ${text2}`);
  }
  const r = result(allOk, lines.length === 1 ? lines[0] : lines.join("\n"));
  return anyError ? { ...r, error: true } : r;
}
function isExecutable(file) {
  try {
    const st = statSync(file);
    return (st.mode & 73) !== 0;
  } catch {
    return false;
  }
}
function launcher(file) {
  if (isExecutable(file)) return { cmd: file, pre: [] };
  const ext = path2.extname(file).toLowerCase();
  if (ext === ".sh") return { cmd: "/bin/sh", pre: [file] };
  if (ext === ".bash") return { cmd: "/bin/bash", pre: [file] };
  if (ext === ".js" || ext === ".mjs" || ext === ".cjs") return { cmd: process.execPath, pre: [file] };
  if (ext === ".py") return { cmd: "/usr/bin/python3", pre: [file] };
  return void 0;
}
function capOutput(s) {
  return truncateMiddle(s, SCRIPT_OUTPUT_CAP, Math.floor(SCRIPT_OUTPUT_CAP / 4), (n) => `
… [${n} chars cut] …
`);
}
async function runScript(check, ctx) {
  const rel = check["command"];
  const args = Array.isArray(check["args"]) ? check["args"] : [];
  const abs = insideSkill(ctx.skillDir, rel);
  if (!abs) return evalError(`script '${rel}' escapes the skill folder`);
  try {
    if (!statSync(abs).isFile()) return evalError(`script '${rel}' is not a file`);
  } catch {
    return evalError(`script '${rel}' does not exist in the skill folder (${ctx.skillDir})`);
  }
  const how = launcher(abs);
  if (!how) return evalError(`script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)`);
  const timeoutMs = typeof check["timeout_seconds"] === "number" ? check["timeout_seconds"] * 1e3 : ctx.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_SECONDS * 1e3;
  const work = await fs.mkdtemp(path2.join(tmpdir(), "skill-evals-check-"));
  try {
    const cwd = path2.join(work, "outputs");
    await fs.mkdir(cwd);
    try {
      await fs.cp(ctx.outputsDir, cwd, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true,
        errorOnExist: false,
        // Links are not copied: one pointing back into the stored outputs would let the
        // script write through it.
        filter: (src) => {
          const r = path2.relative(ctx.outputsDir, src);
          if (RESERVED_OUTPUT_NAMES.includes(r)) return false;
          try {
            return !lstatSync(src).isSymbolicLink();
          } catch {
            return false;
          }
        }
      });
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    const run = await spawnCapped(how.cmd, [...how.pre, ...args], { cwd, home: work, timeoutMs });
    const secs = (run.ms / 1e3).toFixed(1);
    const out = run.output.trim() === "" ? "(no output)" : capOutput(run.output);
    const shown = [rel, ...args].map((a) => /[\s"'\\]/.test(a) ? JSON.stringify(a) : a).join(" ");
    if (run.spawnError) return evalError(`${shown} could not start: ${run.spawnError}`);
    if (run.timedOut) return evalError(`${shown} timed out after ${timeoutMs / 1e3} s and was killed; output:
${out}`);
    if (run.code === 0) return result(true, `${shown} exited 0 in ${secs} s; output:
${out}`);
    const status = run.code !== null ? `exited ${run.code}` : `was killed by ${run.signal}`;
    return result(false, `${shown} ${status} in ${secs} s; output:
${out}`);
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => void 0);
  }
}
function spawnCapped(cmd, args, o) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    let size = 0;
    const limit = 1024 * 1024;
    let timedOut = false;
    let done = false;
    let spawnError;
    const finish = (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(hard);
      resolve({ code, signal, output: redact(Buffer.concat(chunks).toString("utf8")), timedOut, spawnError, ms: Date.now() - started });
    };
    let hard;
    let child;
    const step = containCommand(cmd, args, { cwd: o.cwd, writable: [o.home], env: { PATH: "/usr/bin:/bin", HOME: o.home, TMPDIR: o.home } });
    try {
      child = spawn(step.cmd, step.args, {
        cwd: o.cwd,
        env: step.env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: process.platform !== "win32",
        shell: false,
        windowsHide: true
      });
    } catch (e) {
      spawnError = e instanceof Error ? e.message : String(e);
      resolve({ code: null, signal: null, output: "", timedOut: false, spawnError, ms: 0 });
      return;
    }
    const collect = (b) => {
      if (size >= limit) return;
      chunks.push(b.subarray(0, limit - size));
      size += b.length;
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const kill = () => killContained(child, step);
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
      hard = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish(null, "SIGKILL");
      }, 2e3);
    }, o.timeoutMs);
    child.on("error", (e) => {
      spawnError = e.message;
      finish(null, null);
    });
    let exited;
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      if (!timedOut) kill();
    });
    child.on("close", (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal));
  });
}
function checkSkillFiles(check, skillDir) {
  const out = [];
  try {
    const kind = normalizeKind(check.kind);
    if (kind === "json_schema" && typeof check["schema_path"] === "string") {
      const rel = check["schema_path"];
      const abs = insideSkill(skillDir, rel);
      if (!abs) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' escapes the skill folder` });
      else if (!isFileSync(abs)) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' does not exist in the skill folder` });
      else {
        const text = readFileSync(abs, "utf8").replace(/^\uFEFF/, "");
        let schema;
        try {
          schema = JSON.parse(text);
        } catch (e) {
          out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' is not valid JSON: ${describeJsonError(e, text)}` });
          return out;
        }
        const c = compileJsonSchema(schema);
        if (c.error) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}': ${c.error}` });
      }
    }
    if (kind === "script" && typeof check["command"] === "string") {
      const rel = check["command"];
      const abs = insideSkill(skillDir, rel);
      if (!abs) out.push({ pointer: "/command", message: `'command' '${rel}' escapes the skill folder` });
      else if (!isFileSync(abs)) out.push({ pointer: "/command", message: `script '${rel}' does not exist in the skill folder` });
      else if (!launcher(abs)) out.push({ pointer: "/command", message: `script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)` });
    }
  } catch (e) {
    out.push({ pointer: "", message: `could not check the files of this check: ${e instanceof Error ? e.message : String(e)}` });
  }
  return out;
}
function isFileSync(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

// src/discover/trust-files.ts
import { readdirSync, statSync as statSync2 } from "node:fs";
import { readFile } from "node:fs/promises";
import path3 from "node:path";

// src/discover/trust-tiers.ts
var TRUST_TIERS = ["advisory", "structured", "validated", "verified", "certified"];
var MIN_VERIFIED_EVALS = 5;
var CERTIFIED_PASS_RATE = 0.95;
var MIN_CERTIFIED_MODELS = 2;
function tierLevel(t) {
  return TRUST_TIERS.indexOf(t);
}
function parseTrustTier(v) {
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 && v <= 4 ? TRUST_TIERS[v] : void 0;
  if (typeof v !== "string") return void 0;
  const s = v.trim().toLowerCase();
  if (/^[0-4]$/.test(s)) return TRUST_TIERS[Number(s)];
  return TRUST_TIERS.includes(s) ? s : void 0;
}
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
function computeTrust(input, mode = "evidence") {
  const steps = [{ tier: "advisory", met: true, reason: "SKILL.md exists" }];
  const s = input.schema;
  steps.push({
    tier: "structured",
    met: s.status === "valid",
    reason: s.status === "valid" ? "schemas/output.json is a valid JSON Schema" : s.status === "missing" ? "no schemas/output.json" : `schemas/output.json does not count: ${s.problem ?? "not a valid JSON Schema"}`
  });
  const v = input.validator;
  let vMet = false;
  let vReason;
  if (v.status === "missing") vReason = "no scripts/validate-skill.* validator";
  else if (v.status === "not_runnable") vReason = `${v.path} cannot be run (make it executable, or use .sh/.js/.py)`;
  else if (mode === "ceiling") {
    vMet = true;
    vReason = `${v.path} exists (whether it passes needs graded results)`;
  } else {
    const r = input.validatorRuns;
    const judged = r ? r.passed + r.failed : 0;
    if (!r || judged + r.errors === 0) vReason = `${v.path} has not judged any graded with_skill output yet (run and grade the evals)`;
    else if (r.errors > 0) vReason = `${v.path} errored on ${r.errors} run(s) (crash, timeout or an exit code other than 0/1/2) in ${r.source}`;
    else {
      const rate = r.passed / judged;
      vMet = rate >= input.threshold;
      vReason = `${v.path} passed ${r.passed}/${judged} with_skill runs (${pct(rate)}; needs ${pct(input.threshold)}) in ${r.source}`;
    }
  }
  steps.push({ tier: "validated", met: vMet, reason: vReason });
  let fMet = input.evalCount >= MIN_VERIFIED_EVALS;
  let fReason = `${input.evalCount} eval(s) in the repository (needs ${MIN_VERIFIED_EVALS})`;
  if (fMet) {
    if (mode === "ceiling") fReason += "; passing them needs results";
    else {
      const sm = input.summary;
      if (!sm || sm.passRate === null) {
        fMet = false;
        fReason += "; no summary with a with_skill pass rate for the skill (run, grade and report)";
      } else if (sm.evals < MIN_VERIFIED_EVALS) {
        fMet = false;
        fReason += `; the latest summary (${sm.source}) covers only ${sm.evals} eval(s)`;
      } else {
        fMet = sm.passRate >= input.threshold;
        fReason += `; with_skill pass rate ${pct(sm.passRate)} over ${sm.evals} evals in ${sm.source} (needs ${pct(input.threshold)})`;
      }
    }
  }
  steps.push({ tier: "verified", met: fMet, reason: fReason });
  const models = [...new Set(input.models)];
  let cMet = models.length >= MIN_CERTIFIED_MODELS;
  let cReason = `${models.length} model(s) configured (needs ${MIN_CERTIFIED_MODELS} for a cross-model run)`;
  if (cMet) {
    if (mode === "ceiling") cReason += "; the ≥95% pass rates need results";
    else {
      const rates = new Map((input.modelRates ?? []).map((m) => [m.model, m]));
      const missing = models.filter((m) => !rates.has(m));
      const low = models.filter((m) => rates.has(m) && rates.get(m).passRate < CERTIFIED_PASS_RATE);
      cMet = missing.length === 0 && low.length === 0;
      const shown = models.map((m) => rates.has(m) ? `${m} ${pct(rates.get(m).passRate)}` : `${m} (no result)`).join(", ");
      cReason += `; latest pass rates: ${shown} (each needs ${pct(CERTIFIED_PASS_RATE)})`;
    }
  }
  steps.push({ tier: "certified", met: cMet, reason: cReason });
  let computed = "advisory";
  for (const st of steps) {
    if (!st.met) break;
    computed = st.tier;
  }
  const declared = input.declared === void 0 ? null : parseTrustTier(input.declared) ?? null;
  const effective = declared !== null && tierLevel(declared) < tierLevel(computed) ? declared : computed;
  return {
    skill: input.skill,
    computed,
    effective,
    declared,
    ...input.declared !== void 0 && declared === null ? { declaredInvalid: input.declared } : {},
    downgraded: declared !== null && tierLevel(declared) < tierLevel(computed),
    overclaimed: declared !== null && tierLevel(declared) > tierLevel(computed),
    mode,
    steps
  };
}
function nextStep(r) {
  const i = r.steps.findIndex((s) => !s.met);
  if (i < 0) return void 0;
  const st = r.steps[i];
  return `to reach ${st.tier}: ${st.reason}`;
}

// src/discover/trust-files.ts
var OUTPUT_SCHEMA_PATH = "schemas/output.json";
var VALIDATOR_NAMES = [
  "validate-skill.sh",
  "validate-skill.bash",
  "validate-skill.js",
  "validate-skill.mjs",
  "validate-skill.cjs",
  "validate-skill.py",
  "validate-skill"
];
var RUNNABLE_EXTS = [".sh", ".bash", ".js", ".mjs", ".cjs", ".py"];
function isFile(p) {
  try {
    return statSync2(p).isFile();
  } catch {
    return false;
  }
}
function isRunnable(abs) {
  try {
    if ((statSync2(abs).mode & 73) !== 0) return true;
  } catch {
    return false;
  }
  return RUNNABLE_EXTS.includes(path3.extname(abs).toLowerCase());
}
function findValidator(skillDir) {
  for (const name of VALIDATOR_NAMES) {
    const abs2 = path3.join(skillDir, "scripts", name);
    if (isFile(abs2)) return { rel: `scripts/${name}`, abs: abs2, runnable: isRunnable(abs2) };
  }
  let names = [];
  try {
    names = readdirSync(path3.join(skillDir, "scripts"));
  } catch {
    return void 0;
  }
  const other = names.filter((n) => n.startsWith("validate-skill.")).sort()[0];
  if (!other) return void 0;
  const abs = path3.join(skillDir, "scripts", other);
  return isFile(abs) ? { rel: `scripts/${other}`, abs, runnable: isRunnable(abs) } : void 0;
}
function hasOutputSchema(skillDir) {
  return isFile(path3.join(skillDir, OUTPUT_SCHEMA_PATH));
}
async function schemaEvidence(skillDir) {
  let text;
  try {
    text = (await readFile(path3.join(skillDir, OUTPUT_SCHEMA_PATH), "utf8")).replace(/^\uFEFF/, "");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { status: "missing" };
    return { status: "invalid", problem: `cannot be read: ${e.message}` };
  }
  const parsed = parseJsonWithPositions(text, OUTPUT_SCHEMA_PATH, { rulePrefix: "trust.schema" });
  const syntax = parsed.findings.find((f) => f.severity === "error");
  if (syntax || parsed.value === void 0) {
    const where = syntax?.line ? ` (line ${syntax.line}${syntax.column ? `, column ${syntax.column}` : ""})` : "";
    return { status: "invalid", problem: `not valid JSON${where}: ${syntax?.message ?? "unreadable"}`, ...syntax?.line ? { line: syntax.line } : {} };
  }
  const schema = parsed.value;
  const c = compileJsonSchema(schema);
  if (c.error) return { status: "invalid", problem: c.error };
  return { status: "valid" };
}
function validatorEvidence(skillDir) {
  const v = findValidator(skillDir);
  if (!v) return { status: "missing" };
  return { path: v.rel, status: v.runnable ? "present" : "not_runnable" };
}
function trustTierKeyPosition(text) {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? "")) return void 0;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i];
    if (/^(?:---|\.\.\.)\s*$/.test(l)) return void 0;
    if (/^(?:trust_tier|"trust_tier"|'trust_tier')[ \t]*:/.test(l)) return { line: i + 1, column: 1 };
  }
  return void 0;
}
async function checkTrustTiers(root, skills, evals, config) {
  const findings = [];
  try {
    const counts = /* @__PURE__ */ new Map();
    for (const e of evals) counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1);
    for (const skill of skills) {
      const schema = await schemaEvidence(skill.dir);
      const validator = validatorEvidence(skill.dir);
      const s = {
        ...computeTrust(
          {
            skill: skill.name,
            ...skill.frontmatter.trustTier !== void 0 ? { declared: skill.frontmatter.trustTier } : {},
            schema: { status: schema.status, ...schema.problem ? { problem: schema.problem } : {} },
            validator,
            evalCount: counts.get(skill.name) ?? 0,
            threshold: config.tierSettings[tierOf(skill, config)]?.threshold ?? 0.8,
            models: config.models
          },
          "ceiling"
        ),
        schema,
        validator
      };
      const next = nextStep(s);
      const rel = (p) => skill.relDir === "." ? p : `${skill.relDir}/${p}`;
      if (s.schema.status === "invalid") {
        const line = schema.line;
        findings.push({
          severity: "error",
          file: rel(OUTPUT_SCHEMA_PATH),
          ...line ? { line } : {},
          rule: "trust.schema.invalid",
          message: `${OUTPUT_SCHEMA_PATH} is not a usable JSON Schema (${s.schema.problem}); every with_skill run's output is checked against it, so fix or remove it`
        });
      }
      if (s.validator.status === "not_runnable" && s.validator.path) {
        findings.push({
          severity: "error",
          file: rel(s.validator.path),
          rule: "trust.validator.not_runnable",
          message: `${s.validator.path} cannot be run: make it executable (chmod +x) or use a .sh, .bash, .js, .mjs, .cjs or .py file`
        });
      }
      if (skill.frontmatter.trustTier === void 0) continue;
      let pos;
      try {
        pos = trustTierKeyPosition(await readFile(path3.join(root, skill.file), "utf8"));
      } catch {
        pos = void 0;
      }
      const at2 = pos ? { line: pos.line, column: pos.column } : {};
      if (s.declaredInvalid !== void 0) {
        findings.push({
          severity: "error",
          file: skill.file,
          ...at2,
          rule: "trust.tier.invalid",
          message: `trust_tier '${s.declaredInvalid.slice(0, 60)}' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)`
        });
      } else if (s.declared && tierLevel(s.declared) > tierLevel(s.computed)) {
        findings.push({
          severity: "error",
          file: skill.file,
          ...at2,
          rule: "trust.tier.overclaimed",
          message: `trust_tier '${s.declared}' is higher than this skill can reach (at most '${s.computed}'; ${next ?? ""}); lower it or add what is missing`
        });
      }
    }
  } catch (e) {
    findings.push({ severity: "warning", file: ".", rule: "trust.internal", message: `trust tiers could not be checked: ${e instanceof Error ? e.message : String(e)}` });
  }
  return findings;
}

export {
  regexPatternWarning,
  RESERVED_OUTPUT_NAMES,
  hasGlobMagic,
  globToRegExp,
  validateCheck,
  runCheck,
  checkSkillFiles,
  TRUST_TIERS,
  computeTrust,
  nextStep,
  OUTPUT_SCHEMA_PATH,
  findValidator,
  hasOutputSchema,
  schemaEvidence,
  validatorEvidence,
  checkTrustTiers
};

var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
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
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/log/log-validators.js
var log_validators_exports = {};
__export(log_validators_exports, {
  LOG_VALIDATOR_OPTIONS: () => LOG_VALIDATOR_OPTIONS,
  compileLogValidator: () => compileLogValidator,
  eval_metadata: () => eval_metadata,
  grading: () => grading,
  record: () => record,
  summary: () => summary,
  timing: () => timing
});
module.exports = __toCommonJS(log_validators_exports);
var record = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/results-log.schema.json", "title": "skill-evals results log (<out>/runs.jsonl), one line", "description": "The results log is JSON Lines: one record per finished run, appended as the run ends; the last record of a runId wins. Every line carries the log format's `version` (1). A line without `version` was written before the field existed and is read as version 1; a line with a higher version than the reader knows is an error (upgrade skill-evals). Fields may be added within a version (readers ignore fields they do not know); removing or changing the meaning of a field bumps the version. Source of truth: src/log/ (docs/architecture.md, 'The results log').", "type": "object", "required": ["runId", "skill", "evalId", "evalDir", "configuration", "trial", "model", "status"], "properties": { "version": { "type": "integer", "minimum": 1, "description": "Format version of this line. Absent → 1." }, "runId": { "type": "string", "minLength": 1, "description": "`<skill>/iteration-N/<evalDir>/<configuration>/run-<trial>`, also the run folder relative to the results folder." }, "skill": { "type": "string" }, "evalId": { "type": ["integer", "string"] }, "evalDir": { "type": "string" }, "configuration": { "enum": ["with_skill", "without_skill", "old_skill"] }, "trial": { "type": "integer", "minimum": 1 }, "model": { "type": "string" }, "status": { "enum": ["completed", "error", "skipped"] }, "skillUsed": { "type": "boolean" }, "skillUseReason": { "type": "string" }, "response": { "type": "string" }, "toolCalls": { "type": "array", "items": { "type": "object", "required": ["name"], "properties": { "turn": { "type": "integer" }, "id": { "type": "string" }, "name": { "type": "string" }, "output": { "type": "string" }, "isError": { "type": "boolean" } } } }, "filesWritten": { "type": "array", "items": { "type": "string" } }, "usage": { "type": "object", "properties": { "input_tokens": { "type": "number" }, "output_tokens": { "type": "number" }, "cache_read_input_tokens": { "type": "number" }, "cache_creation_input_tokens": { "type": "number" } } }, "costUsd": { "type": ["number", "null"] }, "durationMs": { "type": "number" }, "turns": { "type": "integer" }, "stopReason": { "type": ["string", "null"] }, "apiCalls": { "type": "integer" }, "retries": { "type": "integer" }, "cached": { "type": "boolean" }, "claudeCode": { "type": "object" }, "error": { "type": "object", "required": ["message"], "properties": { "message": { "type": "string" }, "status": { "type": "number" }, "type": { "type": "string" }, "requestId": { "type": "string" } } }, "simulated": { "const": true, "description": "The run was made by the local simulated model (--simulate, the demo): no API call was made; its calls, tokens and cost are the simulator's. Absent for real runs." }, "startedAt": { "type": "string" }, "finishedAt": { "type": "string" }, "definitionHash": { "type": "string", "description": "Hash of the eval definition this run answered: the first 16 hex characters of sha256 over the canonical JSON of its prompt, input file paths and assertion texts (src/log/definition-hash.ts). Absent in lines written before the field existed: the run folder's eval_metadata.json gives it there." }, "adaptive": { "type": "object", "description": "Adaptive trials (trials: adaptive): the run's stage (1: the eval's first trials; 2: further trials of an eval whose first ones disagreed), the settings, and for stage 2 why it was run.", "required": ["stage", "start", "maxTrials"], "properties": { "stage": { "enum": [1, 2] }, "start": { "type": "integer", "minimum": 1 }, "maxTrials": { "type": "integer", "minimum": 1 }, "reason": { "type": "string" } } } } };
var func2 = require_ucs2length().default;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.runId === void 0 && (missing0 = "runId") || data.skill === void 0 && (missing0 = "skill") || data.evalId === void 0 && (missing0 = "evalId") || data.evalDir === void 0 && (missing0 = "evalDir") || data.configuration === void 0 && (missing0 = "configuration") || data.trial === void 0 && (missing0 = "trial") || data.model === void 0 && (missing0 = "model") || data.status === void 0 && (missing0 = "status")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.version !== void 0) {
          let data0 = data.version;
          const _errs1 = errors;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            validate10.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
            return false;
          }
          if (errors === _errs1) {
            if (typeof data0 == "number") {
              if (data0 < 1 || isNaN(data0)) {
                validate10.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                return false;
              }
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.runId !== void 0) {
            let data1 = data.runId;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                  validate10.errors = [{ instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                  return false;
                }
              } else {
                validate10.errors = [{ instancePath: instancePath + "/runId", schemaPath: "#/properties/runId/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.skill !== void 0) {
              const _errs5 = errors;
              if (typeof data.skill !== "string") {
                validate10.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.evalId !== void 0) {
                let data3 = data.evalId;
                const _errs7 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3))) && typeof data3 !== "string") {
                  validate10.errors = [{ instancePath: instancePath + "/evalId", schemaPath: "#/properties/evalId/type", keyword: "type", params: { type: schema11.properties.evalId.type }, message: "must be integer,string" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.evalDir !== void 0) {
                  const _errs9 = errors;
                  if (typeof data.evalDir !== "string") {
                    validate10.errors = [{ instancePath: instancePath + "/evalDir", schemaPath: "#/properties/evalDir/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.configuration !== void 0) {
                    let data5 = data.configuration;
                    const _errs11 = errors;
                    if (!(data5 === "with_skill" || data5 === "without_skill" || data5 === "old_skill")) {
                      validate10.errors = [{ instancePath: instancePath + "/configuration", schemaPath: "#/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema11.properties.configuration.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.trial !== void 0) {
                      let data6 = data.trial;
                      const _errs12 = errors;
                      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
                        validate10.errors = [{ instancePath: instancePath + "/trial", schemaPath: "#/properties/trial/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      if (errors === _errs12) {
                        if (typeof data6 == "number") {
                          if (data6 < 1 || isNaN(data6)) {
                            validate10.errors = [{ instancePath: instancePath + "/trial", schemaPath: "#/properties/trial/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.model !== void 0) {
                        const _errs14 = errors;
                        if (typeof data.model !== "string") {
                          validate10.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.status !== void 0) {
                          let data8 = data.status;
                          const _errs16 = errors;
                          if (!(data8 === "completed" || data8 === "error" || data8 === "skipped")) {
                            validate10.errors = [{ instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema11.properties.status.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                          }
                          var valid0 = _errs16 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.skillUsed !== void 0) {
                            const _errs17 = errors;
                            if (typeof data.skillUsed !== "boolean") {
                              validate10.errors = [{ instancePath: instancePath + "/skillUsed", schemaPath: "#/properties/skillUsed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            var valid0 = _errs17 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.skillUseReason !== void 0) {
                              const _errs19 = errors;
                              if (typeof data.skillUseReason !== "string") {
                                validate10.errors = [{ instancePath: instancePath + "/skillUseReason", schemaPath: "#/properties/skillUseReason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid0 = _errs19 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.response !== void 0) {
                                const _errs21 = errors;
                                if (typeof data.response !== "string") {
                                  validate10.errors = [{ instancePath: instancePath + "/response", schemaPath: "#/properties/response/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid0 = _errs21 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.toolCalls !== void 0) {
                                  let data12 = data.toolCalls;
                                  const _errs23 = errors;
                                  if (errors === _errs23) {
                                    if (Array.isArray(data12)) {
                                      var valid1 = true;
                                      const len0 = data12.length;
                                      for (let i0 = 0; i0 < len0; i0++) {
                                        let data13 = data12[i0];
                                        const _errs25 = errors;
                                        if (errors === _errs25) {
                                          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                            let missing1;
                                            if (data13.name === void 0 && (missing1 = "name")) {
                                              validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0, schemaPath: "#/properties/toolCalls/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                              return false;
                                            } else {
                                              if (data13.turn !== void 0) {
                                                let data14 = data13.turn;
                                                const _errs27 = errors;
                                                if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0 + "/turn", schemaPath: "#/properties/toolCalls/items/properties/turn/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid2 = _errs27 === errors;
                                              } else {
                                                var valid2 = true;
                                              }
                                              if (valid2) {
                                                if (data13.id !== void 0) {
                                                  const _errs29 = errors;
                                                  if (typeof data13.id !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0 + "/id", schemaPath: "#/properties/toolCalls/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid2 = _errs29 === errors;
                                                } else {
                                                  var valid2 = true;
                                                }
                                                if (valid2) {
                                                  if (data13.name !== void 0) {
                                                    const _errs31 = errors;
                                                    if (typeof data13.name !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0 + "/name", schemaPath: "#/properties/toolCalls/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid2 = _errs31 === errors;
                                                  } else {
                                                    var valid2 = true;
                                                  }
                                                  if (valid2) {
                                                    if (data13.output !== void 0) {
                                                      const _errs33 = errors;
                                                      if (typeof data13.output !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0 + "/output", schemaPath: "#/properties/toolCalls/items/properties/output/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid2 = _errs33 === errors;
                                                    } else {
                                                      var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                      if (data13.isError !== void 0) {
                                                        const _errs35 = errors;
                                                        if (typeof data13.isError !== "boolean") {
                                                          validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0 + "/isError", schemaPath: "#/properties/toolCalls/items/properties/isError/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                          return false;
                                                        }
                                                        var valid2 = _errs35 === errors;
                                                      } else {
                                                        var valid2 = true;
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/toolCalls/" + i0, schemaPath: "#/properties/toolCalls/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid1 = _errs25 === errors;
                                        if (!valid1) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/toolCalls", schemaPath: "#/properties/toolCalls/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs23 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.filesWritten !== void 0) {
                                    let data19 = data.filesWritten;
                                    const _errs37 = errors;
                                    if (errors === _errs37) {
                                      if (Array.isArray(data19)) {
                                        var valid3 = true;
                                        const len1 = data19.length;
                                        for (let i1 = 0; i1 < len1; i1++) {
                                          const _errs39 = errors;
                                          if (typeof data19[i1] !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/filesWritten/" + i1, schemaPath: "#/properties/filesWritten/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid3 = _errs39 === errors;
                                          if (!valid3) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/filesWritten", schemaPath: "#/properties/filesWritten/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs37 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.usage !== void 0) {
                                      let data21 = data.usage;
                                      const _errs41 = errors;
                                      if (errors === _errs41) {
                                        if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                          if (data21.input_tokens !== void 0) {
                                            const _errs43 = errors;
                                            if (!(typeof data21.input_tokens == "number")) {
                                              validate10.errors = [{ instancePath: instancePath + "/usage/input_tokens", schemaPath: "#/properties/usage/properties/input_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                              return false;
                                            }
                                            var valid4 = _errs43 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data21.output_tokens !== void 0) {
                                              const _errs45 = errors;
                                              if (!(typeof data21.output_tokens == "number")) {
                                                validate10.errors = [{ instancePath: instancePath + "/usage/output_tokens", schemaPath: "#/properties/usage/properties/output_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                return false;
                                              }
                                              var valid4 = _errs45 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data21.cache_read_input_tokens !== void 0) {
                                                const _errs47 = errors;
                                                if (!(typeof data21.cache_read_input_tokens == "number")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/usage/cache_read_input_tokens", schemaPath: "#/properties/usage/properties/cache_read_input_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                  return false;
                                                }
                                                var valid4 = _errs47 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data21.cache_creation_input_tokens !== void 0) {
                                                  const _errs49 = errors;
                                                  if (!(typeof data21.cache_creation_input_tokens == "number")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/usage/cache_creation_input_tokens", schemaPath: "#/properties/usage/properties/cache_creation_input_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                  var valid4 = _errs49 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/usage", schemaPath: "#/properties/usage/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs41 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.costUsd !== void 0) {
                                        let data26 = data.costUsd;
                                        const _errs51 = errors;
                                        if (!(typeof data26 == "number") && data26 !== null) {
                                          validate10.errors = [{ instancePath: instancePath + "/costUsd", schemaPath: "#/properties/costUsd/type", keyword: "type", params: { type: schema11.properties.costUsd.type }, message: "must be number,null" }];
                                          return false;
                                        }
                                        var valid0 = _errs51 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.durationMs !== void 0) {
                                          const _errs53 = errors;
                                          if (!(typeof data.durationMs == "number")) {
                                            validate10.errors = [{ instancePath: instancePath + "/durationMs", schemaPath: "#/properties/durationMs/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                            return false;
                                          }
                                          var valid0 = _errs53 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.turns !== void 0) {
                                            let data28 = data.turns;
                                            const _errs55 = errors;
                                            if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)))) {
                                              validate10.errors = [{ instancePath: instancePath + "/turns", schemaPath: "#/properties/turns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            var valid0 = _errs55 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.stopReason !== void 0) {
                                              let data29 = data.stopReason;
                                              const _errs57 = errors;
                                              if (typeof data29 !== "string" && data29 !== null) {
                                                validate10.errors = [{ instancePath: instancePath + "/stopReason", schemaPath: "#/properties/stopReason/type", keyword: "type", params: { type: schema11.properties.stopReason.type }, message: "must be string,null" }];
                                                return false;
                                              }
                                              var valid0 = _errs57 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.apiCalls !== void 0) {
                                                let data30 = data.apiCalls;
                                                const _errs59 = errors;
                                                if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/apiCalls", schemaPath: "#/properties/apiCalls/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid0 = _errs59 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.retries !== void 0) {
                                                  let data31 = data.retries;
                                                  const _errs61 = errors;
                                                  if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/retries", schemaPath: "#/properties/retries/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid0 = _errs61 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.cached !== void 0) {
                                                    const _errs63 = errors;
                                                    if (typeof data.cached !== "boolean") {
                                                      validate10.errors = [{ instancePath: instancePath + "/cached", schemaPath: "#/properties/cached/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                      return false;
                                                    }
                                                    var valid0 = _errs63 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.claudeCode !== void 0) {
                                                      let data33 = data.claudeCode;
                                                      const _errs65 = errors;
                                                      if (!(data33 && typeof data33 == "object" && !Array.isArray(data33))) {
                                                        validate10.errors = [{ instancePath: instancePath + "/claudeCode", schemaPath: "#/properties/claudeCode/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                      var valid0 = _errs65 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data.error !== void 0) {
                                                        let data34 = data.error;
                                                        const _errs67 = errors;
                                                        if (errors === _errs67) {
                                                          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                                                            let missing2;
                                                            if (data34.message === void 0 && (missing2 = "message")) {
                                                              validate10.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                                              return false;
                                                            } else {
                                                              if (data34.message !== void 0) {
                                                                const _errs69 = errors;
                                                                if (typeof data34.message !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/error/message", schemaPath: "#/properties/error/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid5 = _errs69 === errors;
                                                              } else {
                                                                var valid5 = true;
                                                              }
                                                              if (valid5) {
                                                                if (data34.status !== void 0) {
                                                                  const _errs71 = errors;
                                                                  if (!(typeof data34.status == "number")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/error/status", schemaPath: "#/properties/error/properties/status/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                    return false;
                                                                  }
                                                                  var valid5 = _errs71 === errors;
                                                                } else {
                                                                  var valid5 = true;
                                                                }
                                                                if (valid5) {
                                                                  if (data34.type !== void 0) {
                                                                    const _errs73 = errors;
                                                                    if (typeof data34.type !== "string") {
                                                                      validate10.errors = [{ instancePath: instancePath + "/error/type", schemaPath: "#/properties/error/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid5 = _errs73 === errors;
                                                                  } else {
                                                                    var valid5 = true;
                                                                  }
                                                                  if (valid5) {
                                                                    if (data34.requestId !== void 0) {
                                                                      const _errs75 = errors;
                                                                      if (typeof data34.requestId !== "string") {
                                                                        validate10.errors = [{ instancePath: instancePath + "/error/requestId", schemaPath: "#/properties/error/properties/requestId/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid5 = _errs75 === errors;
                                                                    } else {
                                                                      var valid5 = true;
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid0 = _errs67 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data.simulated !== void 0) {
                                                          const _errs77 = errors;
                                                          if (true !== data.simulated) {
                                                            validate10.errors = [{ instancePath: instancePath + "/simulated", schemaPath: "#/properties/simulated/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                                                            return false;
                                                          }
                                                          var valid0 = _errs77 === errors;
                                                        } else {
                                                          var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                          if (data.startedAt !== void 0) {
                                                            const _errs78 = errors;
                                                            if (typeof data.startedAt !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/startedAt", schemaPath: "#/properties/startedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid0 = _errs78 === errors;
                                                          } else {
                                                            var valid0 = true;
                                                          }
                                                          if (valid0) {
                                                            if (data.finishedAt !== void 0) {
                                                              const _errs80 = errors;
                                                              if (typeof data.finishedAt !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/finishedAt", schemaPath: "#/properties/finishedAt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid0 = _errs80 === errors;
                                                            } else {
                                                              var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                              if (data.definitionHash !== void 0) {
                                                                const _errs82 = errors;
                                                                if (typeof data.definitionHash !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/definitionHash", schemaPath: "#/properties/definitionHash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid0 = _errs82 === errors;
                                                              } else {
                                                                var valid0 = true;
                                                              }
                                                              if (valid0) {
                                                                if (data.adaptive !== void 0) {
                                                                  let data43 = data.adaptive;
                                                                  const _errs84 = errors;
                                                                  if (errors === _errs84) {
                                                                    if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
                                                                      let missing3;
                                                                      if (data43.stage === void 0 && (missing3 = "stage") || data43.start === void 0 && (missing3 = "start") || data43.maxTrials === void 0 && (missing3 = "maxTrials")) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/adaptive", schemaPath: "#/properties/adaptive/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                                        return false;
                                                                      } else {
                                                                        if (data43.stage !== void 0) {
                                                                          let data44 = data43.stage;
                                                                          const _errs86 = errors;
                                                                          if (!(data44 === 1 || data44 === 2)) {
                                                                            validate10.errors = [{ instancePath: instancePath + "/adaptive/stage", schemaPath: "#/properties/adaptive/properties/stage/enum", keyword: "enum", params: { allowedValues: schema11.properties.adaptive.properties.stage.enum }, message: "must be equal to one of the allowed values" }];
                                                                            return false;
                                                                          }
                                                                          var valid6 = _errs86 === errors;
                                                                        } else {
                                                                          var valid6 = true;
                                                                        }
                                                                        if (valid6) {
                                                                          if (data43.start !== void 0) {
                                                                            let data45 = data43.start;
                                                                            const _errs87 = errors;
                                                                            if (!(typeof data45 == "number" && (!(data45 % 1) && !isNaN(data45)))) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/adaptive/start", schemaPath: "#/properties/adaptive/properties/start/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                              return false;
                                                                            }
                                                                            if (errors === _errs87) {
                                                                              if (typeof data45 == "number") {
                                                                                if (data45 < 1 || isNaN(data45)) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/adaptive/start", schemaPath: "#/properties/adaptive/properties/start/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                            }
                                                                            var valid6 = _errs87 === errors;
                                                                          } else {
                                                                            var valid6 = true;
                                                                          }
                                                                          if (valid6) {
                                                                            if (data43.maxTrials !== void 0) {
                                                                              let data46 = data43.maxTrials;
                                                                              const _errs89 = errors;
                                                                              if (!(typeof data46 == "number" && (!(data46 % 1) && !isNaN(data46)))) {
                                                                                validate10.errors = [{ instancePath: instancePath + "/adaptive/maxTrials", schemaPath: "#/properties/adaptive/properties/maxTrials/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                return false;
                                                                              }
                                                                              if (errors === _errs89) {
                                                                                if (typeof data46 == "number") {
                                                                                  if (data46 < 1 || isNaN(data46)) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/adaptive/maxTrials", schemaPath: "#/properties/adaptive/properties/maxTrials/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                              }
                                                                              var valid6 = _errs89 === errors;
                                                                            } else {
                                                                              var valid6 = true;
                                                                            }
                                                                            if (valid6) {
                                                                              if (data43.reason !== void 0) {
                                                                                const _errs91 = errors;
                                                                                if (typeof data43.reason !== "string") {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/adaptive/reason", schemaPath: "#/properties/adaptive/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                  return false;
                                                                                }
                                                                                var valid6 = _errs91 === errors;
                                                                              } else {
                                                                                var valid6 = true;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/adaptive", schemaPath: "#/properties/adaptive/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid0 = _errs84 === errors;
                                                                } else {
                                                                  var valid0 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var summary = validate11;
var schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/summary.schema.json", "title": "skill-evals summary (<out>/summary.json)", "description": "The repo-level result of `skill-evals report`: per skill its tier, pass rate per configuration with a 95% Wilson interval, uplift over the baseline, head-vs-base comparison, means, cost, gates and verdict; then one release verdict for the repository. Rates are 0..1, rounded to 4 decimals.", "type": "object", "required": ["schema_version", "generated_at", "verdict", "confidence", "confidence_detail", "reasons", "risk_level", "settings", "totals", "skills", "gates", "clusters", "sources"], "properties": { "$schema": { "type": "string" }, "schema_version": { "const": 1 }, "generated_at": { "type": "string", "description": "ISO 8601 time of the report." }, "simulated": { "const": true, "description": "Some runs were made by the local simulated model (--simulate, the demo): no API call was made, so costs, tokens and calls are simulated and nothing was spent. Absent for real runs." }, "verdict": { "$ref": "#/definitions/verdict" }, "confidence": { "$ref": "#/definitions/level" }, "confidence_detail": { "$ref": "#/definitions/confidence" }, "reasons": { "type": "array", "items": { "type": "string" }, "description": "Why the verdict: the messages of the failing gates (rollback / no_go) or of the warnings (conditional_go)." }, "risk_level": { "enum": ["low", "medium", "high", "critical"] }, "settings": { "type": "object", "required": ["alpha", "min_drop", "tier_thresholds", "release_thresholds", "human_review_recommended"], "properties": { "alpha": { "type": "number" }, "min_drop": { "type": "number" }, "tier_thresholds": { "type": "object", "properties": { "1": { "type": "number" }, "2": { "type": "number" }, "3": { "type": "number" } } }, "release_thresholds": { "type": "object", "properties": { "overall": { "type": "number" }, "critical": { "type": "number" }, "tool_reliability": { "type": ["number", "null"] } } }, "human_review_recommended": { "type": "boolean" } } }, "totals": { "type": "object", "required": ["skills", "evals", "runs", "graded", "passed", "failed", "inconclusive", "errors", "skipped", "cost_usd"], "properties": { "skills": { "type": "integer" }, "evals": { "type": "integer" }, "runs": { "type": "integer" }, "graded": { "type": "integer" }, "passed": { "type": "integer" }, "failed": { "type": "integer" }, "inconclusive": { "type": "integer" }, "errors": { "type": "integer" }, "skipped": { "type": "integer" }, "cost_usd": { "type": ["number", "null"] } } }, "skills": { "type": "array", "items": { "$ref": "#/definitions/skill" } }, "gates": { "type": "array", "items": { "$ref": "#/definitions/gate" } }, "clusters": { "type": "array", "items": { "$ref": "#/definitions/cluster" } }, "sources": { "type": "object", "properties": { "results": { "type": ["string", "null"] }, "base": { "type": ["string", "null"] }, "history": { "type": "array", "items": { "type": "string" } } } } }, "definitions": { "verdict": { "enum": ["go", "conditional_go", "no_go", "rollback"] }, "level": { "enum": ["high", "medium", "low"] }, "rate": { "type": ["number", "null"], "minimum": 0, "maximum": 1 }, "comparisonVerdict": { "enum": ["regression", "improvement", "no_change", "inconclusive"] }, "confidence": { "type": "object", "required": ["level", "reasons", "suite_size", "inconclusive_share", "matching"], "properties": { "level": { "$ref": "#/definitions/level" }, "reasons": { "type": "array", "items": { "type": "string" } }, "suite_size": { "$ref": "#/definitions/level" }, "inconclusive_share": { "type": "number" }, "matching": { "$ref": "#/definitions/level" } } }, "configuration": { "type": "object", "required": ["runs", "graded", "passed", "failed", "inconclusive", "errors", "skipped", "pass_rate", "pass_rate_ci"], "properties": { "runs": { "type": "integer" }, "graded": { "type": "integer", "description": "Runs with a pass/fail grade." }, "passed": { "type": "integer", "description": "Graded runs in which every assertion passed." }, "failed": { "type": "integer" }, "inconclusive": { "type": "integer", "description": "Runs that never used the skill." }, "errors": { "type": "integer", "description": "Runs that failed (API/harness) or could not be graded." }, "skipped": { "type": "integer" }, "pass_rate": { "$ref": "#/definitions/rate", "description": "passed / graded; null when nothing was graded." }, "pass_rate_ci": { "type": ["object", "null"], "description": "95% Wilson score interval of pass_rate.", "properties": { "low": { "type": "number" }, "high": { "type": "number" }, "level": { "type": "number" } } }, "assertion_pass_rate": { "$ref": "#/definitions/rate", "description": "Mean per-run assertion pass rate (skill-creator's benchmark pass_rate)." }, "mean_time_seconds": { "type": ["number", "null"] }, "mean_tokens": { "type": ["number", "null"] }, "cost_usd": { "type": ["number", "null"] }, "cost_complete": { "type": "boolean" }, "tool_reliability": { "$ref": "#/definitions/rate", "description": "Share of runs without tool errors or API errors." } } }, "comparison": { "type": "object", "required": ["verdict", "head_rate", "base_rate", "delta", "p_value", "ci_low", "ci_high", "reason"], "properties": { "verdict": { "$ref": "#/definitions/comparisonVerdict" }, "head_rate": { "type": "number" }, "base_rate": { "type": "number" }, "delta": { "type": "number" }, "p_value": { "type": "number" }, "ci_low": { "type": "number" }, "ci_high": { "type": "number" }, "ci_level": { "type": "number" }, "method": { "type": "string" }, "reason": { "type": "string" }, "n_evals": { "type": "integer" }, "excluded": { "type": "array", "items": { "type": "string" } }, "p_sign_flip": { "type": "number", "description": "Eval-level exact sign-flip test, one-sided in the direction of p_value, unadjusted." }, "p_stratified": { "type": ["number", "null"], "description": "Trial-level exact stratified permutation test, same direction, unadjusted." }, "decided_by": { "enum": ["sign-flip", "stratified", "both"] }, "combination": { "enum": ["single", "min-p-bonferroni-2"] }, "flipped_outright": { "type": "object", "properties": { "to_fail": { "type": "array", "items": { "type": "string" } }, "to_pass": { "type": "array", "items": { "type": "string" } } } } } }, "headVsBase": { "allOf": [{ "$ref": "#/definitions/comparison" }, { "type": "object", "required": ["source", "paired", "worsened", "critical_regression"], "properties": { "source": { "enum": ["same_job", "base_results", "benchmark"] }, "paired": { "type": "boolean" }, "base_label": { "type": ["string", "null"] }, "worsened": { "type": "array", "items": { "type": "string" } }, "critical": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/comparison" }] }, "critical_regression": { "type": "boolean" } } }] }, "gate": { "type": "object", "required": ["id", "status", "message"], "properties": { "id": { "enum": ["tier-threshold", "release.overall", "release.critical", "release.tool-reliability", "critical-evals", "coverage", "regression", "anti-gaming", "data"] }, "status": { "enum": ["pass", "warn", "fail", "skip"] }, "message": { "type": "string" }, "skill": { "type": "string" }, "actual": { "type": ["number", "null"] }, "threshold": { "type": ["number", "null"] }, "evals": { "type": "array", "items": { "type": "string" } }, "rollback": { "type": "boolean" } } }, "cluster": { "type": "object", "required": ["key", "name", "skill", "check_kind", "assertion_type", "cause", "severity", "failures", "evals", "critical", "examples", "suggestion"], "properties": { "key": { "type": "string" }, "name": { "type": "string" }, "skill": { "type": "string" }, "check_kind": { "type": "string" }, "assertion_type": { "type": "string" }, "cause": { "type": "string" }, "severity": { "enum": ["high", "medium", "low"] }, "failures": { "type": "integer" }, "evals": { "type": "array", "items": { "type": "string" } }, "critical": { "type": "boolean" }, "examples": { "type": "array", "items": { "type": "string" } }, "suggestion": { "type": "string" } } }, "skill": { "type": "object", "required": ["name", "tier", "iteration", "evals", "critical_evals", "verdict", "confidence", "confidence_detail", "pass_rate", "cost_usd", "flags", "configurations", "uplift", "head_vs_base", "eval_changes", "saturation", "gates", "clusters", "eval_results"], "properties": { "name": { "type": "string" }, "tier": { "enum": [1, 2, 3] }, "path": { "type": ["string", "null"] }, "iteration": { "type": "integer" }, "model": { "type": ["string", "null"] }, "evals": { "type": "integer" }, "critical_evals": { "type": "integer" }, "verdict": { "$ref": "#/definitions/verdict" }, "confidence": { "$ref": "#/definitions/level" }, "confidence_detail": { "$ref": "#/definitions/confidence" }, "pass_rate": { "type": "object", "additionalProperties": { "$ref": "#/definitions/rate" }, "description": "Shorthand: configurations.<c>.pass_rate." }, "cost_usd": { "type": ["number", "null"], "description": "Runs plus judge cost, when known." }, "flags": { "type": "object", "properties": { "flaky": { "type": "array", "items": { "type": "string" } }, "saturated": { "type": "boolean" } } }, "configurations": { "type": "object", "properties": { "with_skill": { "$ref": "#/definitions/configuration" }, "without_skill": { "$ref": "#/definitions/configuration" }, "old_skill": { "$ref": "#/definitions/configuration" } }, "additionalProperties": false }, "uplift": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/comparison" }], "description": "With skill vs without, paired by eval." }, "head_vs_base": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/headVsBase" }] }, "eval_changes": { "type": "object", "required": ["changed", "added", "removed", "removed_critical", "unpaired", "not_run", "flags"], "properties": { "changed": { "type": "array", "items": { "type": "string" } }, "added": { "type": "array", "items": { "type": "string" } }, "removed": { "type": "array", "items": { "type": "string" } }, "removed_critical": { "type": "array", "items": { "type": "string" } }, "unpaired": { "type": "array", "items": { "type": "string" } }, "not_run": { "type": "array", "items": { "type": "string" } }, "flags": { "type": "array", "items": { "type": "string" }, "description": "Anti-gaming flags in plain words." } } }, "saturation": { "type": "object", "required": ["saturated", "window", "records", "all_pass", "sources", "message"], "properties": { "saturated": { "type": "boolean" }, "window": { "type": "integer" }, "records": { "type": "integer" }, "all_pass": { "type": "boolean" }, "sources": { "type": "array", "items": { "type": "string" } }, "message": { "type": "string" } } }, "gates": { "type": "array", "items": { "$ref": "#/definitions/gate" } }, "clusters": { "type": "array", "items": { "$ref": "#/definitions/cluster" } }, "eval_results": { "type": "array", "items": { "type": "object", "required": ["id", "name", "critical", "definition_hash", "configurations"], "properties": { "id": { "type": "string" }, "name": { "type": "string" }, "critical": { "type": "boolean" }, "definition_hash": { "type": ["string", "null"] }, "configurations": { "type": "object", "additionalProperties": { "type": "object", "required": ["trials", "graded", "passed", "outcome", "runs"], "properties": { "trials": { "type": "integer" }, "graded": { "type": "integer" }, "passed": { "type": "integer" }, "outcome": { "enum": ["pass", "fail", "inconclusive", "error"] }, "runs": { "type": "array", "items": { "enum": ["pass", "fail", "error", "inconclusive", "skipped"] } } } } } } } } } } } };
var schema13 = { "enum": ["go", "conditional_go", "no_go", "rollback"] };
var schema14 = { "enum": ["high", "medium", "low"] };
var schema30 = { "type": "object", "required": ["id", "status", "message"], "properties": { "id": { "enum": ["tier-threshold", "release.overall", "release.critical", "release.tool-reliability", "critical-evals", "coverage", "regression", "anti-gaming", "data"] }, "status": { "enum": ["pass", "warn", "fail", "skip"] }, "message": { "type": "string" }, "skill": { "type": "string" }, "actual": { "type": ["number", "null"] }, "threshold": { "type": ["number", "null"] }, "evals": { "type": "array", "items": { "type": "string" } }, "rollback": { "type": "boolean" } } };
var schema31 = { "type": "object", "required": ["key", "name", "skill", "check_kind", "assertion_type", "cause", "severity", "failures", "evals", "critical", "examples", "suggestion"], "properties": { "key": { "type": "string" }, "name": { "type": "string" }, "skill": { "type": "string" }, "check_kind": { "type": "string" }, "assertion_type": { "type": "string" }, "cause": { "type": "string" }, "severity": { "enum": ["high", "medium", "low"] }, "failures": { "type": "integer" }, "evals": { "type": "array", "items": { "type": "string" } }, "critical": { "type": "boolean" }, "examples": { "type": "array", "items": { "type": "string" } }, "suggestion": { "type": "string" } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.level === void 0 && (missing0 = "level") || data.reasons === void 0 && (missing0 = "reasons") || data.suite_size === void 0 && (missing0 = "suite_size") || data.inconclusive_share === void 0 && (missing0 = "inconclusive_share") || data.matching === void 0 && (missing0 = "matching")) {
        validate12.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.level !== void 0) {
          let data0 = data.level;
          const _errs1 = errors;
          if (!(data0 === "high" || data0 === "medium" || data0 === "low")) {
            validate12.errors = [{ instancePath: instancePath + "/level", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema14.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.reasons !== void 0) {
            let data1 = data.reasons;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (Array.isArray(data1)) {
                var valid2 = true;
                const len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  const _errs5 = errors;
                  if (typeof data1[i0] !== "string") {
                    validate12.errors = [{ instancePath: instancePath + "/reasons/" + i0, schemaPath: "#/properties/reasons/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                  var valid2 = _errs5 === errors;
                  if (!valid2) {
                    break;
                  }
                }
              } else {
                validate12.errors = [{ instancePath: instancePath + "/reasons", schemaPath: "#/properties/reasons/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.suite_size !== void 0) {
              let data3 = data.suite_size;
              const _errs7 = errors;
              if (!(data3 === "high" || data3 === "medium" || data3 === "low")) {
                validate12.errors = [{ instancePath: instancePath + "/suite_size", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema14.enum }, message: "must be equal to one of the allowed values" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.inconclusive_share !== void 0) {
                const _errs9 = errors;
                if (!(typeof data.inconclusive_share == "number")) {
                  validate12.errors = [{ instancePath: instancePath + "/inconclusive_share", schemaPath: "#/properties/inconclusive_share/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.matching !== void 0) {
                  let data5 = data.matching;
                  const _errs11 = errors;
                  if (!(data5 === "high" || data5 === "medium" || data5 === "low")) {
                    validate12.errors = [{ instancePath: instancePath + "/matching", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema14.enum }, message: "must be equal to one of the allowed values" }];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate12.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate12.errors = vErrors;
  return errors === 0;
}
var schema19 = { "type": "object", "required": ["name", "tier", "iteration", "evals", "critical_evals", "verdict", "confidence", "confidence_detail", "pass_rate", "cost_usd", "flags", "configurations", "uplift", "head_vs_base", "eval_changes", "saturation", "gates", "clusters", "eval_results"], "properties": { "name": { "type": "string" }, "tier": { "enum": [1, 2, 3] }, "path": { "type": ["string", "null"] }, "iteration": { "type": "integer" }, "model": { "type": ["string", "null"] }, "evals": { "type": "integer" }, "critical_evals": { "type": "integer" }, "verdict": { "$ref": "#/definitions/verdict" }, "confidence": { "$ref": "#/definitions/level" }, "confidence_detail": { "$ref": "#/definitions/confidence" }, "pass_rate": { "type": "object", "additionalProperties": { "$ref": "#/definitions/rate" }, "description": "Shorthand: configurations.<c>.pass_rate." }, "cost_usd": { "type": ["number", "null"], "description": "Runs plus judge cost, when known." }, "flags": { "type": "object", "properties": { "flaky": { "type": "array", "items": { "type": "string" } }, "saturated": { "type": "boolean" } } }, "configurations": { "type": "object", "properties": { "with_skill": { "$ref": "#/definitions/configuration" }, "without_skill": { "$ref": "#/definitions/configuration" }, "old_skill": { "$ref": "#/definitions/configuration" } }, "additionalProperties": false }, "uplift": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/comparison" }], "description": "With skill vs without, paired by eval." }, "head_vs_base": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/headVsBase" }] }, "eval_changes": { "type": "object", "required": ["changed", "added", "removed", "removed_critical", "unpaired", "not_run", "flags"], "properties": { "changed": { "type": "array", "items": { "type": "string" } }, "added": { "type": "array", "items": { "type": "string" } }, "removed": { "type": "array", "items": { "type": "string" } }, "removed_critical": { "type": "array", "items": { "type": "string" } }, "unpaired": { "type": "array", "items": { "type": "string" } }, "not_run": { "type": "array", "items": { "type": "string" } }, "flags": { "type": "array", "items": { "type": "string" }, "description": "Anti-gaming flags in plain words." } } }, "saturation": { "type": "object", "required": ["saturated", "window", "records", "all_pass", "sources", "message"], "properties": { "saturated": { "type": "boolean" }, "window": { "type": "integer" }, "records": { "type": "integer" }, "all_pass": { "type": "boolean" }, "sources": { "type": "array", "items": { "type": "string" } }, "message": { "type": "string" } } }, "gates": { "type": "array", "items": { "$ref": "#/definitions/gate" } }, "clusters": { "type": "array", "items": { "$ref": "#/definitions/cluster" } }, "eval_results": { "type": "array", "items": { "type": "object", "required": ["id", "name", "critical", "definition_hash", "configurations"], "properties": { "id": { "type": "string" }, "name": { "type": "string" }, "critical": { "type": "boolean" }, "definition_hash": { "type": ["string", "null"] }, "configurations": { "type": "object", "additionalProperties": { "type": "object", "required": ["trials", "graded", "passed", "outcome", "runs"], "properties": { "trials": { "type": "integer" }, "graded": { "type": "integer" }, "passed": { "type": "integer" }, "outcome": { "enum": ["pass", "fail", "inconclusive", "error"] }, "runs": { "type": "array", "items": { "enum": ["pass", "fail", "error", "inconclusive", "skipped"] } } } } } } } } } };
var schema22 = { "type": ["number", "null"], "minimum": 0, "maximum": 1 };
var schema23 = { "type": "object", "required": ["runs", "graded", "passed", "failed", "inconclusive", "errors", "skipped", "pass_rate", "pass_rate_ci"], "properties": { "runs": { "type": "integer" }, "graded": { "type": "integer", "description": "Runs with a pass/fail grade." }, "passed": { "type": "integer", "description": "Graded runs in which every assertion passed." }, "failed": { "type": "integer" }, "inconclusive": { "type": "integer", "description": "Runs that never used the skill." }, "errors": { "type": "integer", "description": "Runs that failed (API/harness) or could not be graded." }, "skipped": { "type": "integer" }, "pass_rate": { "$ref": "#/definitions/rate", "description": "passed / graded; null when nothing was graded." }, "pass_rate_ci": { "type": ["object", "null"], "description": "95% Wilson score interval of pass_rate.", "properties": { "low": { "type": "number" }, "high": { "type": "number" }, "level": { "type": "number" } } }, "assertion_pass_rate": { "$ref": "#/definitions/rate", "description": "Mean per-run assertion pass rate (skill-creator's benchmark pass_rate)." }, "mean_time_seconds": { "type": ["number", "null"] }, "mean_tokens": { "type": ["number", "null"] }, "cost_usd": { "type": ["number", "null"] }, "cost_complete": { "type": "boolean" }, "tool_reliability": { "$ref": "#/definitions/rate", "description": "Share of runs without tool errors or API errors." } } };
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.runs === void 0 && (missing0 = "runs") || data.graded === void 0 && (missing0 = "graded") || data.passed === void 0 && (missing0 = "passed") || data.failed === void 0 && (missing0 = "failed") || data.inconclusive === void 0 && (missing0 = "inconclusive") || data.errors === void 0 && (missing0 = "errors") || data.skipped === void 0 && (missing0 = "skipped") || data.pass_rate === void 0 && (missing0 = "pass_rate") || data.pass_rate_ci === void 0 && (missing0 = "pass_rate_ci")) {
        validate16.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.runs !== void 0) {
          let data0 = data.runs;
          const _errs1 = errors;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            validate16.errors = [{ instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.graded !== void 0) {
            let data1 = data.graded;
            const _errs3 = errors;
            if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
              validate16.errors = [{ instancePath: instancePath + "/graded", schemaPath: "#/properties/graded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.passed !== void 0) {
              let data2 = data.passed;
              const _errs5 = errors;
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                validate16.errors = [{ instancePath: instancePath + "/passed", schemaPath: "#/properties/passed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.failed !== void 0) {
                let data3 = data.failed;
                const _errs7 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                  validate16.errors = [{ instancePath: instancePath + "/failed", schemaPath: "#/properties/failed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.inconclusive !== void 0) {
                  let data4 = data.inconclusive;
                  const _errs9 = errors;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                    validate16.errors = [{ instancePath: instancePath + "/inconclusive", schemaPath: "#/properties/inconclusive/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.errors !== void 0) {
                    let data5 = data.errors;
                    const _errs11 = errors;
                    if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)))) {
                      validate16.errors = [{ instancePath: instancePath + "/errors", schemaPath: "#/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.skipped !== void 0) {
                      let data6 = data.skipped;
                      const _errs13 = errors;
                      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
                        validate16.errors = [{ instancePath: instancePath + "/skipped", schemaPath: "#/properties/skipped/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.pass_rate !== void 0) {
                        let data7 = data.pass_rate;
                        const _errs15 = errors;
                        const _errs16 = errors;
                        if (!(typeof data7 == "number") && data7 !== null) {
                          validate16.errors = [{ instancePath: instancePath + "/pass_rate", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: schema22.type }, message: "must be number,null" }];
                          return false;
                        }
                        if (errors === _errs16) {
                          if (typeof data7 == "number") {
                            if (data7 > 1 || isNaN(data7)) {
                              validate16.errors = [{ instancePath: instancePath + "/pass_rate", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" }];
                              return false;
                            } else {
                              if (data7 < 0 || isNaN(data7)) {
                                validate16.errors = [{ instancePath: instancePath + "/pass_rate", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                return false;
                              }
                            }
                          }
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.pass_rate_ci !== void 0) {
                          let data8 = data.pass_rate_ci;
                          const _errs18 = errors;
                          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8)) && data8 !== null) {
                            validate16.errors = [{ instancePath: instancePath + "/pass_rate_ci", schemaPath: "#/properties/pass_rate_ci/type", keyword: "type", params: { type: schema23.properties.pass_rate_ci.type }, message: "must be object,null" }];
                            return false;
                          }
                          if (errors === _errs18) {
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                              if (data8.low !== void 0) {
                                const _errs20 = errors;
                                if (!(typeof data8.low == "number")) {
                                  validate16.errors = [{ instancePath: instancePath + "/pass_rate_ci/low", schemaPath: "#/properties/pass_rate_ci/properties/low/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                  return false;
                                }
                                var valid2 = _errs20 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data8.high !== void 0) {
                                  const _errs22 = errors;
                                  if (!(typeof data8.high == "number")) {
                                    validate16.errors = [{ instancePath: instancePath + "/pass_rate_ci/high", schemaPath: "#/properties/pass_rate_ci/properties/high/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                    return false;
                                  }
                                  var valid2 = _errs22 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data8.level !== void 0) {
                                    const _errs24 = errors;
                                    if (!(typeof data8.level == "number")) {
                                      validate16.errors = [{ instancePath: instancePath + "/pass_rate_ci/level", schemaPath: "#/properties/pass_rate_ci/properties/level/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                      return false;
                                    }
                                    var valid2 = _errs24 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                }
                              }
                            }
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.assertion_pass_rate !== void 0) {
                            let data12 = data.assertion_pass_rate;
                            const _errs26 = errors;
                            const _errs27 = errors;
                            if (!(typeof data12 == "number") && data12 !== null) {
                              validate16.errors = [{ instancePath: instancePath + "/assertion_pass_rate", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: schema22.type }, message: "must be number,null" }];
                              return false;
                            }
                            if (errors === _errs27) {
                              if (typeof data12 == "number") {
                                if (data12 > 1 || isNaN(data12)) {
                                  validate16.errors = [{ instancePath: instancePath + "/assertion_pass_rate", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" }];
                                  return false;
                                } else {
                                  if (data12 < 0 || isNaN(data12)) {
                                    validate16.errors = [{ instancePath: instancePath + "/assertion_pass_rate", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                    return false;
                                  }
                                }
                              }
                            }
                            var valid0 = _errs26 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.mean_time_seconds !== void 0) {
                              let data13 = data.mean_time_seconds;
                              const _errs29 = errors;
                              if (!(typeof data13 == "number") && data13 !== null) {
                                validate16.errors = [{ instancePath: instancePath + "/mean_time_seconds", schemaPath: "#/properties/mean_time_seconds/type", keyword: "type", params: { type: schema23.properties.mean_time_seconds.type }, message: "must be number,null" }];
                                return false;
                              }
                              var valid0 = _errs29 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.mean_tokens !== void 0) {
                                let data14 = data.mean_tokens;
                                const _errs31 = errors;
                                if (!(typeof data14 == "number") && data14 !== null) {
                                  validate16.errors = [{ instancePath: instancePath + "/mean_tokens", schemaPath: "#/properties/mean_tokens/type", keyword: "type", params: { type: schema23.properties.mean_tokens.type }, message: "must be number,null" }];
                                  return false;
                                }
                                var valid0 = _errs31 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.cost_usd !== void 0) {
                                  let data15 = data.cost_usd;
                                  const _errs33 = errors;
                                  if (!(typeof data15 == "number") && data15 !== null) {
                                    validate16.errors = [{ instancePath: instancePath + "/cost_usd", schemaPath: "#/properties/cost_usd/type", keyword: "type", params: { type: schema23.properties.cost_usd.type }, message: "must be number,null" }];
                                    return false;
                                  }
                                  var valid0 = _errs33 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.cost_complete !== void 0) {
                                    const _errs35 = errors;
                                    if (typeof data.cost_complete !== "boolean") {
                                      validate16.errors = [{ instancePath: instancePath + "/cost_complete", schemaPath: "#/properties/cost_complete/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                      return false;
                                    }
                                    var valid0 = _errs35 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.tool_reliability !== void 0) {
                                      let data17 = data.tool_reliability;
                                      const _errs37 = errors;
                                      const _errs38 = errors;
                                      if (!(typeof data17 == "number") && data17 !== null) {
                                        validate16.errors = [{ instancePath: instancePath + "/tool_reliability", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: schema22.type }, message: "must be number,null" }];
                                        return false;
                                      }
                                      if (errors === _errs38) {
                                        if (typeof data17 == "number") {
                                          if (data17 > 1 || isNaN(data17)) {
                                            validate16.errors = [{ instancePath: instancePath + "/tool_reliability", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" }];
                                            return false;
                                          } else {
                                            if (data17 < 0 || isNaN(data17)) {
                                              validate16.errors = [{ instancePath: instancePath + "/tool_reliability", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                              return false;
                                            }
                                          }
                                        }
                                      }
                                      var valid0 = _errs37 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate16.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate16.errors = vErrors;
  return errors === 0;
}
var schema27 = { "type": "object", "required": ["verdict", "head_rate", "base_rate", "delta", "p_value", "ci_low", "ci_high", "reason"], "properties": { "verdict": { "$ref": "#/definitions/comparisonVerdict" }, "head_rate": { "type": "number" }, "base_rate": { "type": "number" }, "delta": { "type": "number" }, "p_value": { "type": "number" }, "ci_low": { "type": "number" }, "ci_high": { "type": "number" }, "ci_level": { "type": "number" }, "method": { "type": "string" }, "reason": { "type": "string" }, "n_evals": { "type": "integer" }, "excluded": { "type": "array", "items": { "type": "string" } }, "p_sign_flip": { "type": "number", "description": "Eval-level exact sign-flip test, one-sided in the direction of p_value, unadjusted." }, "p_stratified": { "type": ["number", "null"], "description": "Trial-level exact stratified permutation test, same direction, unadjusted." }, "decided_by": { "enum": ["sign-flip", "stratified", "both"] }, "combination": { "enum": ["single", "min-p-bonferroni-2"] }, "flipped_outright": { "type": "object", "properties": { "to_fail": { "type": "array", "items": { "type": "string" } }, "to_pass": { "type": "array", "items": { "type": "string" } } } } } };
var schema28 = { "enum": ["regression", "improvement", "no_change", "inconclusive"] };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.verdict === void 0 && (missing0 = "verdict") || data.head_rate === void 0 && (missing0 = "head_rate") || data.base_rate === void 0 && (missing0 = "base_rate") || data.delta === void 0 && (missing0 = "delta") || data.p_value === void 0 && (missing0 = "p_value") || data.ci_low === void 0 && (missing0 = "ci_low") || data.ci_high === void 0 && (missing0 = "ci_high") || data.reason === void 0 && (missing0 = "reason")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.verdict !== void 0) {
          let data0 = data.verdict;
          const _errs1 = errors;
          if (!(data0 === "regression" || data0 === "improvement" || data0 === "no_change" || data0 === "inconclusive")) {
            validate20.errors = [{ instancePath: instancePath + "/verdict", schemaPath: "#/definitions/comparisonVerdict/enum", keyword: "enum", params: { allowedValues: schema28.enum }, message: "must be equal to one of the allowed values" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.head_rate !== void 0) {
            const _errs3 = errors;
            if (!(typeof data.head_rate == "number")) {
              validate20.errors = [{ instancePath: instancePath + "/head_rate", schemaPath: "#/properties/head_rate/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.base_rate !== void 0) {
              const _errs5 = errors;
              if (!(typeof data.base_rate == "number")) {
                validate20.errors = [{ instancePath: instancePath + "/base_rate", schemaPath: "#/properties/base_rate/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.delta !== void 0) {
                const _errs7 = errors;
                if (!(typeof data.delta == "number")) {
                  validate20.errors = [{ instancePath: instancePath + "/delta", schemaPath: "#/properties/delta/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.p_value !== void 0) {
                  const _errs9 = errors;
                  if (!(typeof data.p_value == "number")) {
                    validate20.errors = [{ instancePath: instancePath + "/p_value", schemaPath: "#/properties/p_value/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.ci_low !== void 0) {
                    const _errs11 = errors;
                    if (!(typeof data.ci_low == "number")) {
                      validate20.errors = [{ instancePath: instancePath + "/ci_low", schemaPath: "#/properties/ci_low/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.ci_high !== void 0) {
                      const _errs13 = errors;
                      if (!(typeof data.ci_high == "number")) {
                        validate20.errors = [{ instancePath: instancePath + "/ci_high", schemaPath: "#/properties/ci_high/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                        return false;
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.ci_level !== void 0) {
                        const _errs15 = errors;
                        if (!(typeof data.ci_level == "number")) {
                          validate20.errors = [{ instancePath: instancePath + "/ci_level", schemaPath: "#/properties/ci_level/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                          return false;
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.method !== void 0) {
                          const _errs17 = errors;
                          if (typeof data.method !== "string") {
                            validate20.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.reason !== void 0) {
                            const _errs19 = errors;
                            if (typeof data.reason !== "string") {
                              validate20.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.n_evals !== void 0) {
                              let data10 = data.n_evals;
                              const _errs21 = errors;
                              if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                                validate20.errors = [{ instancePath: instancePath + "/n_evals", schemaPath: "#/properties/n_evals/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                return false;
                              }
                              var valid0 = _errs21 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.excluded !== void 0) {
                                let data11 = data.excluded;
                                const _errs23 = errors;
                                if (errors === _errs23) {
                                  if (Array.isArray(data11)) {
                                    var valid2 = true;
                                    const len0 = data11.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      const _errs25 = errors;
                                      if (typeof data11[i0] !== "string") {
                                        validate20.errors = [{ instancePath: instancePath + "/excluded/" + i0, schemaPath: "#/properties/excluded/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid2 = _errs25 === errors;
                                      if (!valid2) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [{ instancePath: instancePath + "/excluded", schemaPath: "#/properties/excluded/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs23 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.p_sign_flip !== void 0) {
                                  const _errs27 = errors;
                                  if (!(typeof data.p_sign_flip == "number")) {
                                    validate20.errors = [{ instancePath: instancePath + "/p_sign_flip", schemaPath: "#/properties/p_sign_flip/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                    return false;
                                  }
                                  var valid0 = _errs27 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.p_stratified !== void 0) {
                                    let data14 = data.p_stratified;
                                    const _errs29 = errors;
                                    if (!(typeof data14 == "number") && data14 !== null) {
                                      validate20.errors = [{ instancePath: instancePath + "/p_stratified", schemaPath: "#/properties/p_stratified/type", keyword: "type", params: { type: schema27.properties.p_stratified.type }, message: "must be number,null" }];
                                      return false;
                                    }
                                    var valid0 = _errs29 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.decided_by !== void 0) {
                                      let data15 = data.decided_by;
                                      const _errs31 = errors;
                                      if (!(data15 === "sign-flip" || data15 === "stratified" || data15 === "both")) {
                                        validate20.errors = [{ instancePath: instancePath + "/decided_by", schemaPath: "#/properties/decided_by/enum", keyword: "enum", params: { allowedValues: schema27.properties.decided_by.enum }, message: "must be equal to one of the allowed values" }];
                                        return false;
                                      }
                                      var valid0 = _errs31 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.combination !== void 0) {
                                        let data16 = data.combination;
                                        const _errs32 = errors;
                                        if (!(data16 === "single" || data16 === "min-p-bonferroni-2")) {
                                          validate20.errors = [{ instancePath: instancePath + "/combination", schemaPath: "#/properties/combination/enum", keyword: "enum", params: { allowedValues: schema27.properties.combination.enum }, message: "must be equal to one of the allowed values" }];
                                          return false;
                                        }
                                        var valid0 = _errs32 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.flipped_outright !== void 0) {
                                          let data17 = data.flipped_outright;
                                          const _errs33 = errors;
                                          if (errors === _errs33) {
                                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                              if (data17.to_fail !== void 0) {
                                                let data18 = data17.to_fail;
                                                const _errs35 = errors;
                                                if (errors === _errs35) {
                                                  if (Array.isArray(data18)) {
                                                    var valid4 = true;
                                                    const len1 = data18.length;
                                                    for (let i1 = 0; i1 < len1; i1++) {
                                                      const _errs37 = errors;
                                                      if (typeof data18[i1] !== "string") {
                                                        validate20.errors = [{ instancePath: instancePath + "/flipped_outright/to_fail/" + i1, schemaPath: "#/properties/flipped_outright/properties/to_fail/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid4 = _errs37 === errors;
                                                      if (!valid4) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/flipped_outright/to_fail", schemaPath: "#/properties/flipped_outright/properties/to_fail/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid3 = _errs35 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data17.to_pass !== void 0) {
                                                  let data20 = data17.to_pass;
                                                  const _errs39 = errors;
                                                  if (errors === _errs39) {
                                                    if (Array.isArray(data20)) {
                                                      var valid5 = true;
                                                      const len2 = data20.length;
                                                      for (let i2 = 0; i2 < len2; i2++) {
                                                        const _errs41 = errors;
                                                        if (typeof data20[i2] !== "string") {
                                                          validate20.errors = [{ instancePath: instancePath + "/flipped_outright/to_pass/" + i2, schemaPath: "#/properties/flipped_outright/properties/to_pass/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid5 = _errs41 === errors;
                                                        if (!valid5) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate20.errors = [{ instancePath: instancePath + "/flipped_outright/to_pass", schemaPath: "#/properties/flipped_outright/properties/to_pass/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid3 = _errs39 === errors;
                                                } else {
                                                  var valid3 = true;
                                                }
                                              }
                                            } else {
                                              validate20.errors = [{ instancePath: instancePath + "/flipped_outright", schemaPath: "#/properties/flipped_outright/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs33 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
var schema29 = { "allOf": [{ "$ref": "#/definitions/comparison" }, { "type": "object", "required": ["source", "paired", "worsened", "critical_regression"], "properties": { "source": { "enum": ["same_job", "base_results", "benchmark"] }, "paired": { "type": "boolean" }, "base_label": { "type": ["string", "null"] }, "worsened": { "type": "array", "items": { "type": "string" } }, "critical": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/comparison" }] }, "critical_regression": { "type": "boolean" } } }] };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  if (!validate20(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
    errors = vErrors.length;
  }
  var valid0 = _errs0 === errors;
  if (valid0) {
    const _errs1 = errors;
    if (errors === _errs1) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.source === void 0 && (missing0 = "source") || data.paired === void 0 && (missing0 = "paired") || data.worsened === void 0 && (missing0 = "worsened") || data.critical_regression === void 0 && (missing0 = "critical_regression")) {
          validate22.errors = [{ instancePath, schemaPath: "#/allOf/1/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
          return false;
        } else {
          if (data.source !== void 0) {
            let data0 = data.source;
            const _errs3 = errors;
            if (!(data0 === "same_job" || data0 === "base_results" || data0 === "benchmark")) {
              validate22.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/allOf/1/properties/source/enum", keyword: "enum", params: { allowedValues: schema29.allOf[1].properties.source.enum }, message: "must be equal to one of the allowed values" }];
              return false;
            }
            var valid1 = _errs3 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.paired !== void 0) {
              const _errs4 = errors;
              if (typeof data.paired !== "boolean") {
                validate22.errors = [{ instancePath: instancePath + "/paired", schemaPath: "#/allOf/1/properties/paired/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                return false;
              }
              var valid1 = _errs4 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.base_label !== void 0) {
                let data2 = data.base_label;
                const _errs6 = errors;
                if (typeof data2 !== "string" && data2 !== null) {
                  validate22.errors = [{ instancePath: instancePath + "/base_label", schemaPath: "#/allOf/1/properties/base_label/type", keyword: "type", params: { type: schema29.allOf[1].properties.base_label.type }, message: "must be string,null" }];
                  return false;
                }
                var valid1 = _errs6 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.worsened !== void 0) {
                  let data3 = data.worsened;
                  const _errs8 = errors;
                  if (errors === _errs8) {
                    if (Array.isArray(data3)) {
                      var valid2 = true;
                      const len0 = data3.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs10 = errors;
                        if (typeof data3[i0] !== "string") {
                          validate22.errors = [{ instancePath: instancePath + "/worsened/" + i0, schemaPath: "#/allOf/1/properties/worsened/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid2 = _errs10 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate22.errors = [{ instancePath: instancePath + "/worsened", schemaPath: "#/allOf/1/properties/worsened/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid1 = _errs8 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.critical !== void 0) {
                    let data5 = data.critical;
                    const _errs12 = errors;
                    const _errs13 = errors;
                    let valid3 = false;
                    let passing0 = null;
                    const _errs14 = errors;
                    if (data5 !== null) {
                      const err0 = { instancePath: instancePath + "/critical", schemaPath: "#/allOf/1/properties/critical/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                      if (vErrors === null) {
                        vErrors = [err0];
                      } else {
                        vErrors.push(err0);
                      }
                      errors++;
                    }
                    var _valid0 = _errs14 === errors;
                    if (_valid0) {
                      valid3 = true;
                      passing0 = 0;
                    }
                    const _errs16 = errors;
                    if (!validate20(data5, { instancePath: instancePath + "/critical", parentData: data, parentDataProperty: "critical", rootData })) {
                      vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
                      errors = vErrors.length;
                    }
                    var _valid0 = _errs16 === errors;
                    if (_valid0 && valid3) {
                      valid3 = false;
                      passing0 = [passing0, 1];
                    } else {
                      if (_valid0) {
                        valid3 = true;
                        passing0 = 1;
                      }
                    }
                    if (!valid3) {
                      const err1 = { instancePath: instancePath + "/critical", schemaPath: "#/allOf/1/properties/critical/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                      if (vErrors === null) {
                        vErrors = [err1];
                      } else {
                        vErrors.push(err1);
                      }
                      errors++;
                      validate22.errors = vErrors;
                      return false;
                    } else {
                      errors = _errs13;
                      if (vErrors !== null) {
                        if (_errs13) {
                          vErrors.length = _errs13;
                        } else {
                          vErrors = null;
                        }
                      }
                    }
                    var valid1 = _errs12 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.critical_regression !== void 0) {
                      const _errs17 = errors;
                      if (typeof data.critical_regression !== "boolean") {
                        validate22.errors = [{ instancePath: instancePath + "/critical_regression", schemaPath: "#/allOf/1/properties/critical_regression/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                        return false;
                      }
                      var valid1 = _errs17 === errors;
                    } else {
                      var valid1 = true;
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        validate22.errors = [{ instancePath, schemaPath: "#/allOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
      }
    }
    var valid0 = _errs1 === errors;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.tier === void 0 && (missing0 = "tier") || data.iteration === void 0 && (missing0 = "iteration") || data.evals === void 0 && (missing0 = "evals") || data.critical_evals === void 0 && (missing0 = "critical_evals") || data.verdict === void 0 && (missing0 = "verdict") || data.confidence === void 0 && (missing0 = "confidence") || data.confidence_detail === void 0 && (missing0 = "confidence_detail") || data.pass_rate === void 0 && (missing0 = "pass_rate") || data.cost_usd === void 0 && (missing0 = "cost_usd") || data.flags === void 0 && (missing0 = "flags") || data.configurations === void 0 && (missing0 = "configurations") || data.uplift === void 0 && (missing0 = "uplift") || data.head_vs_base === void 0 && (missing0 = "head_vs_base") || data.eval_changes === void 0 && (missing0 = "eval_changes") || data.saturation === void 0 && (missing0 = "saturation") || data.gates === void 0 && (missing0 = "gates") || data.clusters === void 0 && (missing0 = "clusters") || data.eval_results === void 0 && (missing0 = "eval_results")) {
        validate14.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          const _errs1 = errors;
          if (typeof data.name !== "string") {
            validate14.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.tier !== void 0) {
            let data1 = data.tier;
            const _errs3 = errors;
            if (!(data1 === 1 || data1 === 2 || data1 === 3)) {
              validate14.errors = [{ instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema19.properties.tier.enum }, message: "must be equal to one of the allowed values" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.path !== void 0) {
              let data2 = data.path;
              const _errs4 = errors;
              if (typeof data2 !== "string" && data2 !== null) {
                validate14.errors = [{ instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: schema19.properties.path.type }, message: "must be string,null" }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.iteration !== void 0) {
                let data3 = data.iteration;
                const _errs6 = errors;
                if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                  validate14.errors = [{ instancePath: instancePath + "/iteration", schemaPath: "#/properties/iteration/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.model !== void 0) {
                  let data4 = data.model;
                  const _errs8 = errors;
                  if (typeof data4 !== "string" && data4 !== null) {
                    validate14.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: schema19.properties.model.type }, message: "must be string,null" }];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.evals !== void 0) {
                    let data5 = data.evals;
                    const _errs10 = errors;
                    if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)))) {
                      validate14.errors = [{ instancePath: instancePath + "/evals", schemaPath: "#/properties/evals/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                      return false;
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.critical_evals !== void 0) {
                      let data6 = data.critical_evals;
                      const _errs12 = errors;
                      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
                        validate14.errors = [{ instancePath: instancePath + "/critical_evals", schemaPath: "#/properties/critical_evals/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                        return false;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.verdict !== void 0) {
                        let data7 = data.verdict;
                        const _errs14 = errors;
                        if (!(data7 === "go" || data7 === "conditional_go" || data7 === "no_go" || data7 === "rollback")) {
                          validate14.errors = [{ instancePath: instancePath + "/verdict", schemaPath: "#/definitions/verdict/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values" }];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.confidence !== void 0) {
                          let data8 = data.confidence;
                          const _errs16 = errors;
                          if (!(data8 === "high" || data8 === "medium" || data8 === "low")) {
                            validate14.errors = [{ instancePath: instancePath + "/confidence", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema14.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                          }
                          var valid0 = _errs16 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.confidence_detail !== void 0) {
                            const _errs18 = errors;
                            if (!validate12(data.confidence_detail, { instancePath: instancePath + "/confidence_detail", parentData: data, parentDataProperty: "confidence_detail", rootData })) {
                              vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                              errors = vErrors.length;
                            }
                            var valid0 = _errs18 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.pass_rate !== void 0) {
                              let data10 = data.pass_rate;
                              const _errs19 = errors;
                              if (errors === _errs19) {
                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                  for (const key0 in data10) {
                                    let data11 = data10[key0];
                                    const _errs22 = errors;
                                    const _errs23 = errors;
                                    if (!(typeof data11 == "number") && data11 !== null) {
                                      validate14.errors = [{ instancePath: instancePath + "/pass_rate/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: schema22.type }, message: "must be number,null" }];
                                      return false;
                                    }
                                    if (errors === _errs23) {
                                      if (typeof data11 == "number") {
                                        if (data11 > 1 || isNaN(data11)) {
                                          validate14.errors = [{ instancePath: instancePath + "/pass_rate/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" }];
                                          return false;
                                        } else {
                                          if (data11 < 0 || isNaN(data11)) {
                                            validate14.errors = [{ instancePath: instancePath + "/pass_rate/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                            return false;
                                          }
                                        }
                                      }
                                    }
                                    var valid3 = _errs22 === errors;
                                    if (!valid3) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate14.errors = [{ instancePath: instancePath + "/pass_rate", schemaPath: "#/properties/pass_rate/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs19 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.cost_usd !== void 0) {
                                let data12 = data.cost_usd;
                                const _errs25 = errors;
                                if (!(typeof data12 == "number") && data12 !== null) {
                                  validate14.errors = [{ instancePath: instancePath + "/cost_usd", schemaPath: "#/properties/cost_usd/type", keyword: "type", params: { type: schema19.properties.cost_usd.type }, message: "must be number,null" }];
                                  return false;
                                }
                                var valid0 = _errs25 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.flags !== void 0) {
                                  let data13 = data.flags;
                                  const _errs27 = errors;
                                  if (errors === _errs27) {
                                    if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                      if (data13.flaky !== void 0) {
                                        let data14 = data13.flaky;
                                        const _errs29 = errors;
                                        if (errors === _errs29) {
                                          if (Array.isArray(data14)) {
                                            var valid6 = true;
                                            const len0 = data14.length;
                                            for (let i0 = 0; i0 < len0; i0++) {
                                              const _errs31 = errors;
                                              if (typeof data14[i0] !== "string") {
                                                validate14.errors = [{ instancePath: instancePath + "/flags/flaky/" + i0, schemaPath: "#/properties/flags/properties/flaky/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid6 = _errs31 === errors;
                                              if (!valid6) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate14.errors = [{ instancePath: instancePath + "/flags/flaky", schemaPath: "#/properties/flags/properties/flaky/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid5 = _errs29 === errors;
                                      } else {
                                        var valid5 = true;
                                      }
                                      if (valid5) {
                                        if (data13.saturated !== void 0) {
                                          const _errs33 = errors;
                                          if (typeof data13.saturated !== "boolean") {
                                            validate14.errors = [{ instancePath: instancePath + "/flags/saturated", schemaPath: "#/properties/flags/properties/saturated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                            return false;
                                          }
                                          var valid5 = _errs33 === errors;
                                        } else {
                                          var valid5 = true;
                                        }
                                      }
                                    } else {
                                      validate14.errors = [{ instancePath: instancePath + "/flags", schemaPath: "#/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs27 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.configurations !== void 0) {
                                    let data17 = data.configurations;
                                    const _errs35 = errors;
                                    if (errors === _errs35) {
                                      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                        const _errs37 = errors;
                                        for (const key1 in data17) {
                                          if (!(key1 === "with_skill" || key1 === "without_skill" || key1 === "old_skill")) {
                                            validate14.errors = [{ instancePath: instancePath + "/configurations", schemaPath: "#/properties/configurations/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                            return false;
                                            break;
                                          }
                                        }
                                        if (_errs37 === errors) {
                                          if (data17.with_skill !== void 0) {
                                            const _errs38 = errors;
                                            if (!validate16(data17.with_skill, { instancePath: instancePath + "/configurations/with_skill", parentData: data17, parentDataProperty: "with_skill", rootData })) {
                                              vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                                              errors = vErrors.length;
                                            }
                                            var valid7 = _errs38 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                          if (valid7) {
                                            if (data17.without_skill !== void 0) {
                                              const _errs39 = errors;
                                              if (!validate16(data17.without_skill, { instancePath: instancePath + "/configurations/without_skill", parentData: data17, parentDataProperty: "without_skill", rootData })) {
                                                vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                                                errors = vErrors.length;
                                              }
                                              var valid7 = _errs39 === errors;
                                            } else {
                                              var valid7 = true;
                                            }
                                            if (valid7) {
                                              if (data17.old_skill !== void 0) {
                                                const _errs40 = errors;
                                                if (!validate16(data17.old_skill, { instancePath: instancePath + "/configurations/old_skill", parentData: data17, parentDataProperty: "old_skill", rootData })) {
                                                  vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
                                                  errors = vErrors.length;
                                                }
                                                var valid7 = _errs40 === errors;
                                              } else {
                                                var valid7 = true;
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate14.errors = [{ instancePath: instancePath + "/configurations", schemaPath: "#/properties/configurations/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs35 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.uplift !== void 0) {
                                      let data21 = data.uplift;
                                      const _errs41 = errors;
                                      const _errs42 = errors;
                                      let valid8 = false;
                                      let passing0 = null;
                                      const _errs43 = errors;
                                      if (data21 !== null) {
                                        const err0 = { instancePath: instancePath + "/uplift", schemaPath: "#/properties/uplift/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                                        if (vErrors === null) {
                                          vErrors = [err0];
                                        } else {
                                          vErrors.push(err0);
                                        }
                                        errors++;
                                      }
                                      var _valid0 = _errs43 === errors;
                                      if (_valid0) {
                                        valid8 = true;
                                        passing0 = 0;
                                      }
                                      const _errs45 = errors;
                                      if (!validate20(data21, { instancePath: instancePath + "/uplift", parentData: data, parentDataProperty: "uplift", rootData })) {
                                        vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
                                        errors = vErrors.length;
                                      }
                                      var _valid0 = _errs45 === errors;
                                      if (_valid0 && valid8) {
                                        valid8 = false;
                                        passing0 = [passing0, 1];
                                      } else {
                                        if (_valid0) {
                                          valid8 = true;
                                          passing0 = 1;
                                        }
                                      }
                                      if (!valid8) {
                                        const err1 = { instancePath: instancePath + "/uplift", schemaPath: "#/properties/uplift/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                        if (vErrors === null) {
                                          vErrors = [err1];
                                        } else {
                                          vErrors.push(err1);
                                        }
                                        errors++;
                                        validate14.errors = vErrors;
                                        return false;
                                      } else {
                                        errors = _errs42;
                                        if (vErrors !== null) {
                                          if (_errs42) {
                                            vErrors.length = _errs42;
                                          } else {
                                            vErrors = null;
                                          }
                                        }
                                      }
                                      var valid0 = _errs41 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.head_vs_base !== void 0) {
                                        let data22 = data.head_vs_base;
                                        const _errs46 = errors;
                                        const _errs47 = errors;
                                        let valid9 = false;
                                        let passing1 = null;
                                        const _errs48 = errors;
                                        if (data22 !== null) {
                                          const err2 = { instancePath: instancePath + "/head_vs_base", schemaPath: "#/properties/head_vs_base/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                                          if (vErrors === null) {
                                            vErrors = [err2];
                                          } else {
                                            vErrors.push(err2);
                                          }
                                          errors++;
                                        }
                                        var _valid1 = _errs48 === errors;
                                        if (_valid1) {
                                          valid9 = true;
                                          passing1 = 0;
                                        }
                                        const _errs50 = errors;
                                        if (!validate22(data22, { instancePath: instancePath + "/head_vs_base", parentData: data, parentDataProperty: "head_vs_base", rootData })) {
                                          vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                                          errors = vErrors.length;
                                        }
                                        var _valid1 = _errs50 === errors;
                                        if (_valid1 && valid9) {
                                          valid9 = false;
                                          passing1 = [passing1, 1];
                                        } else {
                                          if (_valid1) {
                                            valid9 = true;
                                            passing1 = 1;
                                          }
                                        }
                                        if (!valid9) {
                                          const err3 = { instancePath: instancePath + "/head_vs_base", schemaPath: "#/properties/head_vs_base/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                                          if (vErrors === null) {
                                            vErrors = [err3];
                                          } else {
                                            vErrors.push(err3);
                                          }
                                          errors++;
                                          validate14.errors = vErrors;
                                          return false;
                                        } else {
                                          errors = _errs47;
                                          if (vErrors !== null) {
                                            if (_errs47) {
                                              vErrors.length = _errs47;
                                            } else {
                                              vErrors = null;
                                            }
                                          }
                                        }
                                        var valid0 = _errs46 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.eval_changes !== void 0) {
                                          let data23 = data.eval_changes;
                                          const _errs51 = errors;
                                          if (errors === _errs51) {
                                            if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                                              let missing1;
                                              if (data23.changed === void 0 && (missing1 = "changed") || data23.added === void 0 && (missing1 = "added") || data23.removed === void 0 && (missing1 = "removed") || data23.removed_critical === void 0 && (missing1 = "removed_critical") || data23.unpaired === void 0 && (missing1 = "unpaired") || data23.not_run === void 0 && (missing1 = "not_run") || data23.flags === void 0 && (missing1 = "flags")) {
                                                validate14.errors = [{ instancePath: instancePath + "/eval_changes", schemaPath: "#/properties/eval_changes/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                                return false;
                                              } else {
                                                if (data23.changed !== void 0) {
                                                  let data24 = data23.changed;
                                                  const _errs53 = errors;
                                                  if (errors === _errs53) {
                                                    if (Array.isArray(data24)) {
                                                      var valid11 = true;
                                                      const len1 = data24.length;
                                                      for (let i1 = 0; i1 < len1; i1++) {
                                                        const _errs55 = errors;
                                                        if (typeof data24[i1] !== "string") {
                                                          validate14.errors = [{ instancePath: instancePath + "/eval_changes/changed/" + i1, schemaPath: "#/properties/eval_changes/properties/changed/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid11 = _errs55 === errors;
                                                        if (!valid11) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate14.errors = [{ instancePath: instancePath + "/eval_changes/changed", schemaPath: "#/properties/eval_changes/properties/changed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid10 = _errs53 === errors;
                                                } else {
                                                  var valid10 = true;
                                                }
                                                if (valid10) {
                                                  if (data23.added !== void 0) {
                                                    let data26 = data23.added;
                                                    const _errs57 = errors;
                                                    if (errors === _errs57) {
                                                      if (Array.isArray(data26)) {
                                                        var valid12 = true;
                                                        const len2 = data26.length;
                                                        for (let i2 = 0; i2 < len2; i2++) {
                                                          const _errs59 = errors;
                                                          if (typeof data26[i2] !== "string") {
                                                            validate14.errors = [{ instancePath: instancePath + "/eval_changes/added/" + i2, schemaPath: "#/properties/eval_changes/properties/added/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid12 = _errs59 === errors;
                                                          if (!valid12) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate14.errors = [{ instancePath: instancePath + "/eval_changes/added", schemaPath: "#/properties/eval_changes/properties/added/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid10 = _errs57 === errors;
                                                  } else {
                                                    var valid10 = true;
                                                  }
                                                  if (valid10) {
                                                    if (data23.removed !== void 0) {
                                                      let data28 = data23.removed;
                                                      const _errs61 = errors;
                                                      if (errors === _errs61) {
                                                        if (Array.isArray(data28)) {
                                                          var valid13 = true;
                                                          const len3 = data28.length;
                                                          for (let i3 = 0; i3 < len3; i3++) {
                                                            const _errs63 = errors;
                                                            if (typeof data28[i3] !== "string") {
                                                              validate14.errors = [{ instancePath: instancePath + "/eval_changes/removed/" + i3, schemaPath: "#/properties/eval_changes/properties/removed/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid13 = _errs63 === errors;
                                                            if (!valid13) {
                                                              break;
                                                            }
                                                          }
                                                        } else {
                                                          validate14.errors = [{ instancePath: instancePath + "/eval_changes/removed", schemaPath: "#/properties/eval_changes/properties/removed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid10 = _errs61 === errors;
                                                    } else {
                                                      var valid10 = true;
                                                    }
                                                    if (valid10) {
                                                      if (data23.removed_critical !== void 0) {
                                                        let data30 = data23.removed_critical;
                                                        const _errs65 = errors;
                                                        if (errors === _errs65) {
                                                          if (Array.isArray(data30)) {
                                                            var valid14 = true;
                                                            const len4 = data30.length;
                                                            for (let i4 = 0; i4 < len4; i4++) {
                                                              const _errs67 = errors;
                                                              if (typeof data30[i4] !== "string") {
                                                                validate14.errors = [{ instancePath: instancePath + "/eval_changes/removed_critical/" + i4, schemaPath: "#/properties/eval_changes/properties/removed_critical/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid14 = _errs67 === errors;
                                                              if (!valid14) {
                                                                break;
                                                              }
                                                            }
                                                          } else {
                                                            validate14.errors = [{ instancePath: instancePath + "/eval_changes/removed_critical", schemaPath: "#/properties/eval_changes/properties/removed_critical/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid10 = _errs65 === errors;
                                                      } else {
                                                        var valid10 = true;
                                                      }
                                                      if (valid10) {
                                                        if (data23.unpaired !== void 0) {
                                                          let data32 = data23.unpaired;
                                                          const _errs69 = errors;
                                                          if (errors === _errs69) {
                                                            if (Array.isArray(data32)) {
                                                              var valid15 = true;
                                                              const len5 = data32.length;
                                                              for (let i5 = 0; i5 < len5; i5++) {
                                                                const _errs71 = errors;
                                                                if (typeof data32[i5] !== "string") {
                                                                  validate14.errors = [{ instancePath: instancePath + "/eval_changes/unpaired/" + i5, schemaPath: "#/properties/eval_changes/properties/unpaired/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid15 = _errs71 === errors;
                                                                if (!valid15) {
                                                                  break;
                                                                }
                                                              }
                                                            } else {
                                                              validate14.errors = [{ instancePath: instancePath + "/eval_changes/unpaired", schemaPath: "#/properties/eval_changes/properties/unpaired/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid10 = _errs69 === errors;
                                                        } else {
                                                          var valid10 = true;
                                                        }
                                                        if (valid10) {
                                                          if (data23.not_run !== void 0) {
                                                            let data34 = data23.not_run;
                                                            const _errs73 = errors;
                                                            if (errors === _errs73) {
                                                              if (Array.isArray(data34)) {
                                                                var valid16 = true;
                                                                const len6 = data34.length;
                                                                for (let i6 = 0; i6 < len6; i6++) {
                                                                  const _errs75 = errors;
                                                                  if (typeof data34[i6] !== "string") {
                                                                    validate14.errors = [{ instancePath: instancePath + "/eval_changes/not_run/" + i6, schemaPath: "#/properties/eval_changes/properties/not_run/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid16 = _errs75 === errors;
                                                                  if (!valid16) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate14.errors = [{ instancePath: instancePath + "/eval_changes/not_run", schemaPath: "#/properties/eval_changes/properties/not_run/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid10 = _errs73 === errors;
                                                          } else {
                                                            var valid10 = true;
                                                          }
                                                          if (valid10) {
                                                            if (data23.flags !== void 0) {
                                                              let data36 = data23.flags;
                                                              const _errs77 = errors;
                                                              if (errors === _errs77) {
                                                                if (Array.isArray(data36)) {
                                                                  var valid17 = true;
                                                                  const len7 = data36.length;
                                                                  for (let i7 = 0; i7 < len7; i7++) {
                                                                    const _errs79 = errors;
                                                                    if (typeof data36[i7] !== "string") {
                                                                      validate14.errors = [{ instancePath: instancePath + "/eval_changes/flags/" + i7, schemaPath: "#/properties/eval_changes/properties/flags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid17 = _errs79 === errors;
                                                                    if (!valid17) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate14.errors = [{ instancePath: instancePath + "/eval_changes/flags", schemaPath: "#/properties/eval_changes/properties/flags/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid10 = _errs77 === errors;
                                                            } else {
                                                              var valid10 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate14.errors = [{ instancePath: instancePath + "/eval_changes", schemaPath: "#/properties/eval_changes/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid0 = _errs51 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.saturation !== void 0) {
                                            let data38 = data.saturation;
                                            const _errs81 = errors;
                                            if (errors === _errs81) {
                                              if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                                                let missing2;
                                                if (data38.saturated === void 0 && (missing2 = "saturated") || data38.window === void 0 && (missing2 = "window") || data38.records === void 0 && (missing2 = "records") || data38.all_pass === void 0 && (missing2 = "all_pass") || data38.sources === void 0 && (missing2 = "sources") || data38.message === void 0 && (missing2 = "message")) {
                                                  validate14.errors = [{ instancePath: instancePath + "/saturation", schemaPath: "#/properties/saturation/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                                  return false;
                                                } else {
                                                  if (data38.saturated !== void 0) {
                                                    const _errs83 = errors;
                                                    if (typeof data38.saturated !== "boolean") {
                                                      validate14.errors = [{ instancePath: instancePath + "/saturation/saturated", schemaPath: "#/properties/saturation/properties/saturated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                      return false;
                                                    }
                                                    var valid18 = _errs83 === errors;
                                                  } else {
                                                    var valid18 = true;
                                                  }
                                                  if (valid18) {
                                                    if (data38.window !== void 0) {
                                                      let data40 = data38.window;
                                                      const _errs85 = errors;
                                                      if (!(typeof data40 == "number" && (!(data40 % 1) && !isNaN(data40)))) {
                                                        validate14.errors = [{ instancePath: instancePath + "/saturation/window", schemaPath: "#/properties/saturation/properties/window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      var valid18 = _errs85 === errors;
                                                    } else {
                                                      var valid18 = true;
                                                    }
                                                    if (valid18) {
                                                      if (data38.records !== void 0) {
                                                        let data41 = data38.records;
                                                        const _errs87 = errors;
                                                        if (!(typeof data41 == "number" && (!(data41 % 1) && !isNaN(data41)))) {
                                                          validate14.errors = [{ instancePath: instancePath + "/saturation/records", schemaPath: "#/properties/saturation/properties/records/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                          return false;
                                                        }
                                                        var valid18 = _errs87 === errors;
                                                      } else {
                                                        var valid18 = true;
                                                      }
                                                      if (valid18) {
                                                        if (data38.all_pass !== void 0) {
                                                          const _errs89 = errors;
                                                          if (typeof data38.all_pass !== "boolean") {
                                                            validate14.errors = [{ instancePath: instancePath + "/saturation/all_pass", schemaPath: "#/properties/saturation/properties/all_pass/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                            return false;
                                                          }
                                                          var valid18 = _errs89 === errors;
                                                        } else {
                                                          var valid18 = true;
                                                        }
                                                        if (valid18) {
                                                          if (data38.sources !== void 0) {
                                                            let data43 = data38.sources;
                                                            const _errs91 = errors;
                                                            if (errors === _errs91) {
                                                              if (Array.isArray(data43)) {
                                                                var valid19 = true;
                                                                const len8 = data43.length;
                                                                for (let i8 = 0; i8 < len8; i8++) {
                                                                  const _errs93 = errors;
                                                                  if (typeof data43[i8] !== "string") {
                                                                    validate14.errors = [{ instancePath: instancePath + "/saturation/sources/" + i8, schemaPath: "#/properties/saturation/properties/sources/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid19 = _errs93 === errors;
                                                                  if (!valid19) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate14.errors = [{ instancePath: instancePath + "/saturation/sources", schemaPath: "#/properties/saturation/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid18 = _errs91 === errors;
                                                          } else {
                                                            var valid18 = true;
                                                          }
                                                          if (valid18) {
                                                            if (data38.message !== void 0) {
                                                              const _errs95 = errors;
                                                              if (typeof data38.message !== "string") {
                                                                validate14.errors = [{ instancePath: instancePath + "/saturation/message", schemaPath: "#/properties/saturation/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid18 = _errs95 === errors;
                                                            } else {
                                                              var valid18 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate14.errors = [{ instancePath: instancePath + "/saturation", schemaPath: "#/properties/saturation/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                              }
                                            }
                                            var valid0 = _errs81 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.gates !== void 0) {
                                              let data46 = data.gates;
                                              const _errs97 = errors;
                                              if (errors === _errs97) {
                                                if (Array.isArray(data46)) {
                                                  var valid20 = true;
                                                  const len9 = data46.length;
                                                  for (let i9 = 0; i9 < len9; i9++) {
                                                    let data47 = data46[i9];
                                                    const _errs99 = errors;
                                                    const _errs100 = errors;
                                                    if (errors === _errs100) {
                                                      if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                                                        let missing3;
                                                        if (data47.id === void 0 && (missing3 = "id") || data47.status === void 0 && (missing3 = "status") || data47.message === void 0 && (missing3 = "message")) {
                                                          validate14.errors = [{ instancePath: instancePath + "/gates/" + i9, schemaPath: "#/definitions/gate/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                          return false;
                                                        } else {
                                                          if (data47.id !== void 0) {
                                                            let data48 = data47.id;
                                                            const _errs102 = errors;
                                                            if (!(data48 === "tier-threshold" || data48 === "release.overall" || data48 === "release.critical" || data48 === "release.tool-reliability" || data48 === "critical-evals" || data48 === "coverage" || data48 === "regression" || data48 === "anti-gaming" || data48 === "data")) {
                                                              validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/id", schemaPath: "#/definitions/gate/properties/id/enum", keyword: "enum", params: { allowedValues: schema30.properties.id.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid22 = _errs102 === errors;
                                                          } else {
                                                            var valid22 = true;
                                                          }
                                                          if (valid22) {
                                                            if (data47.status !== void 0) {
                                                              let data49 = data47.status;
                                                              const _errs103 = errors;
                                                              if (!(data49 === "pass" || data49 === "warn" || data49 === "fail" || data49 === "skip")) {
                                                                validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/status", schemaPath: "#/definitions/gate/properties/status/enum", keyword: "enum", params: { allowedValues: schema30.properties.status.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                              }
                                                              var valid22 = _errs103 === errors;
                                                            } else {
                                                              var valid22 = true;
                                                            }
                                                            if (valid22) {
                                                              if (data47.message !== void 0) {
                                                                const _errs104 = errors;
                                                                if (typeof data47.message !== "string") {
                                                                  validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/message", schemaPath: "#/definitions/gate/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid22 = _errs104 === errors;
                                                              } else {
                                                                var valid22 = true;
                                                              }
                                                              if (valid22) {
                                                                if (data47.skill !== void 0) {
                                                                  const _errs106 = errors;
                                                                  if (typeof data47.skill !== "string") {
                                                                    validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/skill", schemaPath: "#/definitions/gate/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid22 = _errs106 === errors;
                                                                } else {
                                                                  var valid22 = true;
                                                                }
                                                                if (valid22) {
                                                                  if (data47.actual !== void 0) {
                                                                    let data52 = data47.actual;
                                                                    const _errs108 = errors;
                                                                    if (!(typeof data52 == "number") && data52 !== null) {
                                                                      validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/actual", schemaPath: "#/definitions/gate/properties/actual/type", keyword: "type", params: { type: schema30.properties.actual.type }, message: "must be number,null" }];
                                                                      return false;
                                                                    }
                                                                    var valid22 = _errs108 === errors;
                                                                  } else {
                                                                    var valid22 = true;
                                                                  }
                                                                  if (valid22) {
                                                                    if (data47.threshold !== void 0) {
                                                                      let data53 = data47.threshold;
                                                                      const _errs110 = errors;
                                                                      if (!(typeof data53 == "number") && data53 !== null) {
                                                                        validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/threshold", schemaPath: "#/definitions/gate/properties/threshold/type", keyword: "type", params: { type: schema30.properties.threshold.type }, message: "must be number,null" }];
                                                                        return false;
                                                                      }
                                                                      var valid22 = _errs110 === errors;
                                                                    } else {
                                                                      var valid22 = true;
                                                                    }
                                                                    if (valid22) {
                                                                      if (data47.evals !== void 0) {
                                                                        let data54 = data47.evals;
                                                                        const _errs112 = errors;
                                                                        if (errors === _errs112) {
                                                                          if (Array.isArray(data54)) {
                                                                            var valid23 = true;
                                                                            const len10 = data54.length;
                                                                            for (let i10 = 0; i10 < len10; i10++) {
                                                                              const _errs114 = errors;
                                                                              if (typeof data54[i10] !== "string") {
                                                                                validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/evals/" + i10, schemaPath: "#/definitions/gate/properties/evals/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                              }
                                                                              var valid23 = _errs114 === errors;
                                                                              if (!valid23) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/evals", schemaPath: "#/definitions/gate/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid22 = _errs112 === errors;
                                                                      } else {
                                                                        var valid22 = true;
                                                                      }
                                                                      if (valid22) {
                                                                        if (data47.rollback !== void 0) {
                                                                          const _errs116 = errors;
                                                                          if (typeof data47.rollback !== "boolean") {
                                                                            validate14.errors = [{ instancePath: instancePath + "/gates/" + i9 + "/rollback", schemaPath: "#/definitions/gate/properties/rollback/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                          }
                                                                          var valid22 = _errs116 === errors;
                                                                        } else {
                                                                          var valid22 = true;
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate14.errors = [{ instancePath: instancePath + "/gates/" + i9, schemaPath: "#/definitions/gate/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid20 = _errs99 === errors;
                                                    if (!valid20) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate14.errors = [{ instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid0 = _errs97 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.clusters !== void 0) {
                                                let data57 = data.clusters;
                                                const _errs118 = errors;
                                                if (errors === _errs118) {
                                                  if (Array.isArray(data57)) {
                                                    var valid24 = true;
                                                    const len11 = data57.length;
                                                    for (let i11 = 0; i11 < len11; i11++) {
                                                      let data58 = data57[i11];
                                                      const _errs120 = errors;
                                                      const _errs121 = errors;
                                                      if (errors === _errs121) {
                                                        if (data58 && typeof data58 == "object" && !Array.isArray(data58)) {
                                                          let missing4;
                                                          if (data58.key === void 0 && (missing4 = "key") || data58.name === void 0 && (missing4 = "name") || data58.skill === void 0 && (missing4 = "skill") || data58.check_kind === void 0 && (missing4 = "check_kind") || data58.assertion_type === void 0 && (missing4 = "assertion_type") || data58.cause === void 0 && (missing4 = "cause") || data58.severity === void 0 && (missing4 = "severity") || data58.failures === void 0 && (missing4 = "failures") || data58.evals === void 0 && (missing4 = "evals") || data58.critical === void 0 && (missing4 = "critical") || data58.examples === void 0 && (missing4 = "examples") || data58.suggestion === void 0 && (missing4 = "suggestion")) {
                                                            validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11, schemaPath: "#/definitions/cluster/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                            return false;
                                                          } else {
                                                            if (data58.key !== void 0) {
                                                              const _errs123 = errors;
                                                              if (typeof data58.key !== "string") {
                                                                validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/key", schemaPath: "#/definitions/cluster/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid26 = _errs123 === errors;
                                                            } else {
                                                              var valid26 = true;
                                                            }
                                                            if (valid26) {
                                                              if (data58.name !== void 0) {
                                                                const _errs125 = errors;
                                                                if (typeof data58.name !== "string") {
                                                                  validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/name", schemaPath: "#/definitions/cluster/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid26 = _errs125 === errors;
                                                              } else {
                                                                var valid26 = true;
                                                              }
                                                              if (valid26) {
                                                                if (data58.skill !== void 0) {
                                                                  const _errs127 = errors;
                                                                  if (typeof data58.skill !== "string") {
                                                                    validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/skill", schemaPath: "#/definitions/cluster/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid26 = _errs127 === errors;
                                                                } else {
                                                                  var valid26 = true;
                                                                }
                                                                if (valid26) {
                                                                  if (data58.check_kind !== void 0) {
                                                                    const _errs129 = errors;
                                                                    if (typeof data58.check_kind !== "string") {
                                                                      validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/check_kind", schemaPath: "#/definitions/cluster/properties/check_kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                      return false;
                                                                    }
                                                                    var valid26 = _errs129 === errors;
                                                                  } else {
                                                                    var valid26 = true;
                                                                  }
                                                                  if (valid26) {
                                                                    if (data58.assertion_type !== void 0) {
                                                                      const _errs131 = errors;
                                                                      if (typeof data58.assertion_type !== "string") {
                                                                        validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/assertion_type", schemaPath: "#/definitions/cluster/properties/assertion_type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                      }
                                                                      var valid26 = _errs131 === errors;
                                                                    } else {
                                                                      var valid26 = true;
                                                                    }
                                                                    if (valid26) {
                                                                      if (data58.cause !== void 0) {
                                                                        const _errs133 = errors;
                                                                        if (typeof data58.cause !== "string") {
                                                                          validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/cause", schemaPath: "#/definitions/cluster/properties/cause/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid26 = _errs133 === errors;
                                                                      } else {
                                                                        var valid26 = true;
                                                                      }
                                                                      if (valid26) {
                                                                        if (data58.severity !== void 0) {
                                                                          let data65 = data58.severity;
                                                                          const _errs135 = errors;
                                                                          if (!(data65 === "high" || data65 === "medium" || data65 === "low")) {
                                                                            validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/severity", schemaPath: "#/definitions/cluster/properties/severity/enum", keyword: "enum", params: { allowedValues: schema31.properties.severity.enum }, message: "must be equal to one of the allowed values" }];
                                                                            return false;
                                                                          }
                                                                          var valid26 = _errs135 === errors;
                                                                        } else {
                                                                          var valid26 = true;
                                                                        }
                                                                        if (valid26) {
                                                                          if (data58.failures !== void 0) {
                                                                            let data66 = data58.failures;
                                                                            const _errs136 = errors;
                                                                            if (!(typeof data66 == "number" && (!(data66 % 1) && !isNaN(data66)))) {
                                                                              validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/failures", schemaPath: "#/definitions/cluster/properties/failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                              return false;
                                                                            }
                                                                            var valid26 = _errs136 === errors;
                                                                          } else {
                                                                            var valid26 = true;
                                                                          }
                                                                          if (valid26) {
                                                                            if (data58.evals !== void 0) {
                                                                              let data67 = data58.evals;
                                                                              const _errs138 = errors;
                                                                              if (errors === _errs138) {
                                                                                if (Array.isArray(data67)) {
                                                                                  var valid27 = true;
                                                                                  const len12 = data67.length;
                                                                                  for (let i12 = 0; i12 < len12; i12++) {
                                                                                    const _errs140 = errors;
                                                                                    if (typeof data67[i12] !== "string") {
                                                                                      validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/evals/" + i12, schemaPath: "#/definitions/cluster/properties/evals/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid27 = _errs140 === errors;
                                                                                    if (!valid27) {
                                                                                      break;
                                                                                    }
                                                                                  }
                                                                                } else {
                                                                                  validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/evals", schemaPath: "#/definitions/cluster/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                              var valid26 = _errs138 === errors;
                                                                            } else {
                                                                              var valid26 = true;
                                                                            }
                                                                            if (valid26) {
                                                                              if (data58.critical !== void 0) {
                                                                                const _errs142 = errors;
                                                                                if (typeof data58.critical !== "boolean") {
                                                                                  validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/critical", schemaPath: "#/definitions/cluster/properties/critical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                  return false;
                                                                                }
                                                                                var valid26 = _errs142 === errors;
                                                                              } else {
                                                                                var valid26 = true;
                                                                              }
                                                                              if (valid26) {
                                                                                if (data58.examples !== void 0) {
                                                                                  let data70 = data58.examples;
                                                                                  const _errs144 = errors;
                                                                                  if (errors === _errs144) {
                                                                                    if (Array.isArray(data70)) {
                                                                                      var valid28 = true;
                                                                                      const len13 = data70.length;
                                                                                      for (let i13 = 0; i13 < len13; i13++) {
                                                                                        const _errs146 = errors;
                                                                                        if (typeof data70[i13] !== "string") {
                                                                                          validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/examples/" + i13, schemaPath: "#/definitions/cluster/properties/examples/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                          return false;
                                                                                        }
                                                                                        var valid28 = _errs146 === errors;
                                                                                        if (!valid28) {
                                                                                          break;
                                                                                        }
                                                                                      }
                                                                                    } else {
                                                                                      validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/examples", schemaPath: "#/definitions/cluster/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                  var valid26 = _errs144 === errors;
                                                                                } else {
                                                                                  var valid26 = true;
                                                                                }
                                                                                if (valid26) {
                                                                                  if (data58.suggestion !== void 0) {
                                                                                    const _errs148 = errors;
                                                                                    if (typeof data58.suggestion !== "string") {
                                                                                      validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11 + "/suggestion", schemaPath: "#/definitions/cluster/properties/suggestion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                      return false;
                                                                                    }
                                                                                    var valid26 = _errs148 === errors;
                                                                                  } else {
                                                                                    var valid26 = true;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate14.errors = [{ instancePath: instancePath + "/clusters/" + i11, schemaPath: "#/definitions/cluster/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid24 = _errs120 === errors;
                                                      if (!valid24) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate14.errors = [{ instancePath: instancePath + "/clusters", schemaPath: "#/properties/clusters/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid0 = _errs118 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.eval_results !== void 0) {
                                                  let data73 = data.eval_results;
                                                  const _errs150 = errors;
                                                  if (errors === _errs150) {
                                                    if (Array.isArray(data73)) {
                                                      var valid29 = true;
                                                      const len14 = data73.length;
                                                      for (let i14 = 0; i14 < len14; i14++) {
                                                        let data74 = data73[i14];
                                                        const _errs152 = errors;
                                                        if (errors === _errs152) {
                                                          if (data74 && typeof data74 == "object" && !Array.isArray(data74)) {
                                                            let missing5;
                                                            if (data74.id === void 0 && (missing5 = "id") || data74.name === void 0 && (missing5 = "name") || data74.critical === void 0 && (missing5 = "critical") || data74.definition_hash === void 0 && (missing5 = "definition_hash") || data74.configurations === void 0 && (missing5 = "configurations")) {
                                                              validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14, schemaPath: "#/properties/eval_results/items/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                                              return false;
                                                            } else {
                                                              if (data74.id !== void 0) {
                                                                const _errs154 = errors;
                                                                if (typeof data74.id !== "string") {
                                                                  validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/id", schemaPath: "#/properties/eval_results/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid30 = _errs154 === errors;
                                                              } else {
                                                                var valid30 = true;
                                                              }
                                                              if (valid30) {
                                                                if (data74.name !== void 0) {
                                                                  const _errs156 = errors;
                                                                  if (typeof data74.name !== "string") {
                                                                    validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/name", schemaPath: "#/properties/eval_results/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid30 = _errs156 === errors;
                                                                } else {
                                                                  var valid30 = true;
                                                                }
                                                                if (valid30) {
                                                                  if (data74.critical !== void 0) {
                                                                    const _errs158 = errors;
                                                                    if (typeof data74.critical !== "boolean") {
                                                                      validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/critical", schemaPath: "#/properties/eval_results/items/properties/critical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                      return false;
                                                                    }
                                                                    var valid30 = _errs158 === errors;
                                                                  } else {
                                                                    var valid30 = true;
                                                                  }
                                                                  if (valid30) {
                                                                    if (data74.definition_hash !== void 0) {
                                                                      let data78 = data74.definition_hash;
                                                                      const _errs160 = errors;
                                                                      if (typeof data78 !== "string" && data78 !== null) {
                                                                        validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/definition_hash", schemaPath: "#/properties/eval_results/items/properties/definition_hash/type", keyword: "type", params: { type: schema19.properties.eval_results.items.properties.definition_hash.type }, message: "must be string,null" }];
                                                                        return false;
                                                                      }
                                                                      var valid30 = _errs160 === errors;
                                                                    } else {
                                                                      var valid30 = true;
                                                                    }
                                                                    if (valid30) {
                                                                      if (data74.configurations !== void 0) {
                                                                        let data79 = data74.configurations;
                                                                        const _errs162 = errors;
                                                                        if (errors === _errs162) {
                                                                          if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
                                                                            for (const key2 in data79) {
                                                                              let data80 = data79[key2];
                                                                              const _errs165 = errors;
                                                                              if (errors === _errs165) {
                                                                                if (data80 && typeof data80 == "object" && !Array.isArray(data80)) {
                                                                                  let missing6;
                                                                                  if (data80.trials === void 0 && (missing6 = "trials") || data80.graded === void 0 && (missing6 = "graded") || data80.passed === void 0 && (missing6 = "passed") || data80.outcome === void 0 && (missing6 = "outcome") || data80.runs === void 0 && (missing6 = "runs")) {
                                                                                    validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/required", keyword: "required", params: { missingProperty: missing6 }, message: "must have required property '" + missing6 + "'" }];
                                                                                    return false;
                                                                                  } else {
                                                                                    if (data80.trials !== void 0) {
                                                                                      let data81 = data80.trials;
                                                                                      const _errs167 = errors;
                                                                                      if (!(typeof data81 == "number" && (!(data81 % 1) && !isNaN(data81)))) {
                                                                                        validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/trials", schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/trials/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                        return false;
                                                                                      }
                                                                                      var valid32 = _errs167 === errors;
                                                                                    } else {
                                                                                      var valid32 = true;
                                                                                    }
                                                                                    if (valid32) {
                                                                                      if (data80.graded !== void 0) {
                                                                                        let data82 = data80.graded;
                                                                                        const _errs169 = errors;
                                                                                        if (!(typeof data82 == "number" && (!(data82 % 1) && !isNaN(data82)))) {
                                                                                          validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/graded", schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/graded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                          return false;
                                                                                        }
                                                                                        var valid32 = _errs169 === errors;
                                                                                      } else {
                                                                                        var valid32 = true;
                                                                                      }
                                                                                      if (valid32) {
                                                                                        if (data80.passed !== void 0) {
                                                                                          let data83 = data80.passed;
                                                                                          const _errs171 = errors;
                                                                                          if (!(typeof data83 == "number" && (!(data83 % 1) && !isNaN(data83)))) {
                                                                                            validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/passed", schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/passed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                            return false;
                                                                                          }
                                                                                          var valid32 = _errs171 === errors;
                                                                                        } else {
                                                                                          var valid32 = true;
                                                                                        }
                                                                                        if (valid32) {
                                                                                          if (data80.outcome !== void 0) {
                                                                                            let data84 = data80.outcome;
                                                                                            const _errs173 = errors;
                                                                                            if (!(data84 === "pass" || data84 === "fail" || data84 === "inconclusive" || data84 === "error")) {
                                                                                              validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/outcome", schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema19.properties.eval_results.items.properties.configurations.additionalProperties.properties.outcome.enum }, message: "must be equal to one of the allowed values" }];
                                                                                              return false;
                                                                                            }
                                                                                            var valid32 = _errs173 === errors;
                                                                                          } else {
                                                                                            var valid32 = true;
                                                                                          }
                                                                                          if (valid32) {
                                                                                            if (data80.runs !== void 0) {
                                                                                              let data85 = data80.runs;
                                                                                              const _errs174 = errors;
                                                                                              if (errors === _errs174) {
                                                                                                if (Array.isArray(data85)) {
                                                                                                  var valid33 = true;
                                                                                                  const len15 = data85.length;
                                                                                                  for (let i15 = 0; i15 < len15; i15++) {
                                                                                                    let data86 = data85[i15];
                                                                                                    const _errs176 = errors;
                                                                                                    if (!(data86 === "pass" || data86 === "fail" || data86 === "error" || data86 === "inconclusive" || data86 === "skipped")) {
                                                                                                      validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/runs/" + i15, schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/runs/items/enum", keyword: "enum", params: { allowedValues: schema19.properties.eval_results.items.properties.configurations.additionalProperties.properties.runs.items.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                      return false;
                                                                                                    }
                                                                                                    var valid33 = _errs176 === errors;
                                                                                                    if (!valid33) {
                                                                                                      break;
                                                                                                    }
                                                                                                  }
                                                                                                } else {
                                                                                                  validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/runs", schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                  return false;
                                                                                                }
                                                                                              }
                                                                                              var valid32 = _errs174 === errors;
                                                                                            } else {
                                                                                              var valid32 = true;
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                } else {
                                                                                  validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/eval_results/items/properties/configurations/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                              var valid31 = _errs165 === errors;
                                                                              if (!valid31) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14 + "/configurations", schemaPath: "#/properties/eval_results/items/properties/configurations/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid30 = _errs162 === errors;
                                                                      } else {
                                                                        var valid30 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate14.errors = [{ instancePath: instancePath + "/eval_results/" + i14, schemaPath: "#/properties/eval_results/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid29 = _errs152 === errors;
                                                        if (!valid29) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate14.errors = [{ instancePath: instancePath + "/eval_results", schemaPath: "#/properties/eval_results/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid0 = _errs150 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate14.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate14.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.schema_version === void 0 && (missing0 = "schema_version") || data.generated_at === void 0 && (missing0 = "generated_at") || data.verdict === void 0 && (missing0 = "verdict") || data.confidence === void 0 && (missing0 = "confidence") || data.confidence_detail === void 0 && (missing0 = "confidence_detail") || data.reasons === void 0 && (missing0 = "reasons") || data.risk_level === void 0 && (missing0 = "risk_level") || data.settings === void 0 && (missing0 = "settings") || data.totals === void 0 && (missing0 = "totals") || data.skills === void 0 && (missing0 = "skills") || data.gates === void 0 && (missing0 = "gates") || data.clusters === void 0 && (missing0 = "clusters") || data.sources === void 0 && (missing0 = "sources")) {
        validate11.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.$schema !== void 0) {
          const _errs1 = errors;
          if (typeof data.$schema !== "string") {
            validate11.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.schema_version !== void 0) {
            const _errs3 = errors;
            if (1 !== data.schema_version) {
              validate11.errors = [{ instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.generated_at !== void 0) {
              const _errs4 = errors;
              if (typeof data.generated_at !== "string") {
                validate11.errors = [{ instancePath: instancePath + "/generated_at", schemaPath: "#/properties/generated_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.simulated !== void 0) {
                const _errs6 = errors;
                if (true !== data.simulated) {
                  validate11.errors = [{ instancePath: instancePath + "/simulated", schemaPath: "#/properties/simulated/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" }];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.verdict !== void 0) {
                  let data4 = data.verdict;
                  const _errs7 = errors;
                  if (!(data4 === "go" || data4 === "conditional_go" || data4 === "no_go" || data4 === "rollback")) {
                    validate11.errors = [{ instancePath: instancePath + "/verdict", schemaPath: "#/definitions/verdict/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values" }];
                    return false;
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.confidence !== void 0) {
                    let data5 = data.confidence;
                    const _errs9 = errors;
                    if (!(data5 === "high" || data5 === "medium" || data5 === "low")) {
                      validate11.errors = [{ instancePath: instancePath + "/confidence", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema14.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.confidence_detail !== void 0) {
                      const _errs11 = errors;
                      if (!validate12(data.confidence_detail, { instancePath: instancePath + "/confidence_detail", parentData: data, parentDataProperty: "confidence_detail", rootData })) {
                        vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.reasons !== void 0) {
                        let data7 = data.reasons;
                        const _errs12 = errors;
                        if (errors === _errs12) {
                          if (Array.isArray(data7)) {
                            var valid3 = true;
                            const len0 = data7.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs14 = errors;
                              if (typeof data7[i0] !== "string") {
                                validate11.errors = [{ instancePath: instancePath + "/reasons/" + i0, schemaPath: "#/properties/reasons/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid3 = _errs14 === errors;
                              if (!valid3) {
                                break;
                              }
                            }
                          } else {
                            validate11.errors = [{ instancePath: instancePath + "/reasons", schemaPath: "#/properties/reasons/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs12 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.risk_level !== void 0) {
                          let data9 = data.risk_level;
                          const _errs16 = errors;
                          if (!(data9 === "low" || data9 === "medium" || data9 === "high" || data9 === "critical")) {
                            validate11.errors = [{ instancePath: instancePath + "/risk_level", schemaPath: "#/properties/risk_level/enum", keyword: "enum", params: { allowedValues: schema12.properties.risk_level.enum }, message: "must be equal to one of the allowed values" }];
                            return false;
                          }
                          var valid0 = _errs16 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.settings !== void 0) {
                            let data10 = data.settings;
                            const _errs17 = errors;
                            if (errors === _errs17) {
                              if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                let missing1;
                                if (data10.alpha === void 0 && (missing1 = "alpha") || data10.min_drop === void 0 && (missing1 = "min_drop") || data10.tier_thresholds === void 0 && (missing1 = "tier_thresholds") || data10.release_thresholds === void 0 && (missing1 = "release_thresholds") || data10.human_review_recommended === void 0 && (missing1 = "human_review_recommended")) {
                                  validate11.errors = [{ instancePath: instancePath + "/settings", schemaPath: "#/properties/settings/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                  return false;
                                } else {
                                  if (data10.alpha !== void 0) {
                                    const _errs19 = errors;
                                    if (!(typeof data10.alpha == "number")) {
                                      validate11.errors = [{ instancePath: instancePath + "/settings/alpha", schemaPath: "#/properties/settings/properties/alpha/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                      return false;
                                    }
                                    var valid4 = _errs19 === errors;
                                  } else {
                                    var valid4 = true;
                                  }
                                  if (valid4) {
                                    if (data10.min_drop !== void 0) {
                                      const _errs21 = errors;
                                      if (!(typeof data10.min_drop == "number")) {
                                        validate11.errors = [{ instancePath: instancePath + "/settings/min_drop", schemaPath: "#/properties/settings/properties/min_drop/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                        return false;
                                      }
                                      var valid4 = _errs21 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                    if (valid4) {
                                      if (data10.tier_thresholds !== void 0) {
                                        let data13 = data10.tier_thresholds;
                                        const _errs23 = errors;
                                        if (errors === _errs23) {
                                          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                            if (data13["1"] !== void 0) {
                                              const _errs25 = errors;
                                              if (!(typeof data13["1"] == "number")) {
                                                validate11.errors = [{ instancePath: instancePath + "/settings/tier_thresholds/1", schemaPath: "#/properties/settings/properties/tier_thresholds/properties/1/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                return false;
                                              }
                                              var valid5 = _errs25 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                            if (valid5) {
                                              if (data13["2"] !== void 0) {
                                                const _errs27 = errors;
                                                if (!(typeof data13["2"] == "number")) {
                                                  validate11.errors = [{ instancePath: instancePath + "/settings/tier_thresholds/2", schemaPath: "#/properties/settings/properties/tier_thresholds/properties/2/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                  return false;
                                                }
                                                var valid5 = _errs27 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                              if (valid5) {
                                                if (data13["3"] !== void 0) {
                                                  const _errs29 = errors;
                                                  if (!(typeof data13["3"] == "number")) {
                                                    validate11.errors = [{ instancePath: instancePath + "/settings/tier_thresholds/3", schemaPath: "#/properties/settings/properties/tier_thresholds/properties/3/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                  var valid5 = _errs29 === errors;
                                                } else {
                                                  var valid5 = true;
                                                }
                                              }
                                            }
                                          } else {
                                            validate11.errors = [{ instancePath: instancePath + "/settings/tier_thresholds", schemaPath: "#/properties/settings/properties/tier_thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid4 = _errs23 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data10.release_thresholds !== void 0) {
                                          let data17 = data10.release_thresholds;
                                          const _errs31 = errors;
                                          if (errors === _errs31) {
                                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                              if (data17.overall !== void 0) {
                                                const _errs33 = errors;
                                                if (!(typeof data17.overall == "number")) {
                                                  validate11.errors = [{ instancePath: instancePath + "/settings/release_thresholds/overall", schemaPath: "#/properties/settings/properties/release_thresholds/properties/overall/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                  return false;
                                                }
                                                var valid6 = _errs33 === errors;
                                              } else {
                                                var valid6 = true;
                                              }
                                              if (valid6) {
                                                if (data17.critical !== void 0) {
                                                  const _errs35 = errors;
                                                  if (!(typeof data17.critical == "number")) {
                                                    validate11.errors = [{ instancePath: instancePath + "/settings/release_thresholds/critical", schemaPath: "#/properties/settings/properties/release_thresholds/properties/critical/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                  var valid6 = _errs35 === errors;
                                                } else {
                                                  var valid6 = true;
                                                }
                                                if (valid6) {
                                                  if (data17.tool_reliability !== void 0) {
                                                    let data20 = data17.tool_reliability;
                                                    const _errs37 = errors;
                                                    if (!(typeof data20 == "number") && data20 !== null) {
                                                      validate11.errors = [{ instancePath: instancePath + "/settings/release_thresholds/tool_reliability", schemaPath: "#/properties/settings/properties/release_thresholds/properties/tool_reliability/type", keyword: "type", params: { type: schema12.properties.settings.properties.release_thresholds.properties.tool_reliability.type }, message: "must be number,null" }];
                                                      return false;
                                                    }
                                                    var valid6 = _errs37 === errors;
                                                  } else {
                                                    var valid6 = true;
                                                  }
                                                }
                                              }
                                            } else {
                                              validate11.errors = [{ instancePath: instancePath + "/settings/release_thresholds", schemaPath: "#/properties/settings/properties/release_thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid4 = _errs31 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                        if (valid4) {
                                          if (data10.human_review_recommended !== void 0) {
                                            const _errs39 = errors;
                                            if (typeof data10.human_review_recommended !== "boolean") {
                                              validate11.errors = [{ instancePath: instancePath + "/settings/human_review_recommended", schemaPath: "#/properties/settings/properties/human_review_recommended/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                              return false;
                                            }
                                            var valid4 = _errs39 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate11.errors = [{ instancePath: instancePath + "/settings", schemaPath: "#/properties/settings/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid0 = _errs17 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.totals !== void 0) {
                              let data22 = data.totals;
                              const _errs41 = errors;
                              if (errors === _errs41) {
                                if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                  let missing2;
                                  if (data22.skills === void 0 && (missing2 = "skills") || data22.evals === void 0 && (missing2 = "evals") || data22.runs === void 0 && (missing2 = "runs") || data22.graded === void 0 && (missing2 = "graded") || data22.passed === void 0 && (missing2 = "passed") || data22.failed === void 0 && (missing2 = "failed") || data22.inconclusive === void 0 && (missing2 = "inconclusive") || data22.errors === void 0 && (missing2 = "errors") || data22.skipped === void 0 && (missing2 = "skipped") || data22.cost_usd === void 0 && (missing2 = "cost_usd")) {
                                    validate11.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                  } else {
                                    if (data22.skills !== void 0) {
                                      let data23 = data22.skills;
                                      const _errs43 = errors;
                                      if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)))) {
                                        validate11.errors = [{ instancePath: instancePath + "/totals/skills", schemaPath: "#/properties/totals/properties/skills/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                      }
                                      var valid7 = _errs43 === errors;
                                    } else {
                                      var valid7 = true;
                                    }
                                    if (valid7) {
                                      if (data22.evals !== void 0) {
                                        let data24 = data22.evals;
                                        const _errs45 = errors;
                                        if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)))) {
                                          validate11.errors = [{ instancePath: instancePath + "/totals/evals", schemaPath: "#/properties/totals/properties/evals/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        var valid7 = _errs45 === errors;
                                      } else {
                                        var valid7 = true;
                                      }
                                      if (valid7) {
                                        if (data22.runs !== void 0) {
                                          let data25 = data22.runs;
                                          const _errs47 = errors;
                                          if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)))) {
                                            validate11.errors = [{ instancePath: instancePath + "/totals/runs", schemaPath: "#/properties/totals/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          var valid7 = _errs47 === errors;
                                        } else {
                                          var valid7 = true;
                                        }
                                        if (valid7) {
                                          if (data22.graded !== void 0) {
                                            let data26 = data22.graded;
                                            const _errs49 = errors;
                                            if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)))) {
                                              validate11.errors = [{ instancePath: instancePath + "/totals/graded", schemaPath: "#/properties/totals/properties/graded/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            var valid7 = _errs49 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                          if (valid7) {
                                            if (data22.passed !== void 0) {
                                              let data27 = data22.passed;
                                              const _errs51 = errors;
                                              if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
                                                validate11.errors = [{ instancePath: instancePath + "/totals/passed", schemaPath: "#/properties/totals/properties/passed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                return false;
                                              }
                                              var valid7 = _errs51 === errors;
                                            } else {
                                              var valid7 = true;
                                            }
                                            if (valid7) {
                                              if (data22.failed !== void 0) {
                                                let data28 = data22.failed;
                                                const _errs53 = errors;
                                                if (!(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)))) {
                                                  validate11.errors = [{ instancePath: instancePath + "/totals/failed", schemaPath: "#/properties/totals/properties/failed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                var valid7 = _errs53 === errors;
                                              } else {
                                                var valid7 = true;
                                              }
                                              if (valid7) {
                                                if (data22.inconclusive !== void 0) {
                                                  let data29 = data22.inconclusive;
                                                  const _errs55 = errors;
                                                  if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
                                                    validate11.errors = [{ instancePath: instancePath + "/totals/inconclusive", schemaPath: "#/properties/totals/properties/inconclusive/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  var valid7 = _errs55 === errors;
                                                } else {
                                                  var valid7 = true;
                                                }
                                                if (valid7) {
                                                  if (data22.errors !== void 0) {
                                                    let data30 = data22.errors;
                                                    const _errs57 = errors;
                                                    if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)))) {
                                                      validate11.errors = [{ instancePath: instancePath + "/totals/errors", schemaPath: "#/properties/totals/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    var valid7 = _errs57 === errors;
                                                  } else {
                                                    var valid7 = true;
                                                  }
                                                  if (valid7) {
                                                    if (data22.skipped !== void 0) {
                                                      let data31 = data22.skipped;
                                                      const _errs59 = errors;
                                                      if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)))) {
                                                        validate11.errors = [{ instancePath: instancePath + "/totals/skipped", schemaPath: "#/properties/totals/properties/skipped/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      var valid7 = _errs59 === errors;
                                                    } else {
                                                      var valid7 = true;
                                                    }
                                                    if (valid7) {
                                                      if (data22.cost_usd !== void 0) {
                                                        let data32 = data22.cost_usd;
                                                        const _errs61 = errors;
                                                        if (!(typeof data32 == "number") && data32 !== null) {
                                                          validate11.errors = [{ instancePath: instancePath + "/totals/cost_usd", schemaPath: "#/properties/totals/properties/cost_usd/type", keyword: "type", params: { type: schema12.properties.totals.properties.cost_usd.type }, message: "must be number,null" }];
                                                          return false;
                                                        }
                                                        var valid7 = _errs61 === errors;
                                                      } else {
                                                        var valid7 = true;
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate11.errors = [{ instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs41 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.skills !== void 0) {
                                let data33 = data.skills;
                                const _errs63 = errors;
                                if (errors === _errs63) {
                                  if (Array.isArray(data33)) {
                                    var valid8 = true;
                                    const len1 = data33.length;
                                    for (let i1 = 0; i1 < len1; i1++) {
                                      const _errs65 = errors;
                                      if (!validate14(data33[i1], { instancePath: instancePath + "/skills/" + i1, parentData: data33, parentDataProperty: i1, rootData })) {
                                        vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                                        errors = vErrors.length;
                                      }
                                      var valid8 = _errs65 === errors;
                                      if (!valid8) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate11.errors = [{ instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs63 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.gates !== void 0) {
                                  let data35 = data.gates;
                                  const _errs66 = errors;
                                  if (errors === _errs66) {
                                    if (Array.isArray(data35)) {
                                      var valid9 = true;
                                      const len2 = data35.length;
                                      for (let i2 = 0; i2 < len2; i2++) {
                                        let data36 = data35[i2];
                                        const _errs68 = errors;
                                        const _errs69 = errors;
                                        if (errors === _errs69) {
                                          if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
                                            let missing3;
                                            if (data36.id === void 0 && (missing3 = "id") || data36.status === void 0 && (missing3 = "status") || data36.message === void 0 && (missing3 = "message")) {
                                              validate11.errors = [{ instancePath: instancePath + "/gates/" + i2, schemaPath: "#/definitions/gate/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                              return false;
                                            } else {
                                              if (data36.id !== void 0) {
                                                let data37 = data36.id;
                                                const _errs71 = errors;
                                                if (!(data37 === "tier-threshold" || data37 === "release.overall" || data37 === "release.critical" || data37 === "release.tool-reliability" || data37 === "critical-evals" || data37 === "coverage" || data37 === "regression" || data37 === "anti-gaming" || data37 === "data")) {
                                                  validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/id", schemaPath: "#/definitions/gate/properties/id/enum", keyword: "enum", params: { allowedValues: schema30.properties.id.enum }, message: "must be equal to one of the allowed values" }];
                                                  return false;
                                                }
                                                var valid11 = _errs71 === errors;
                                              } else {
                                                var valid11 = true;
                                              }
                                              if (valid11) {
                                                if (data36.status !== void 0) {
                                                  let data38 = data36.status;
                                                  const _errs72 = errors;
                                                  if (!(data38 === "pass" || data38 === "warn" || data38 === "fail" || data38 === "skip")) {
                                                    validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/status", schemaPath: "#/definitions/gate/properties/status/enum", keyword: "enum", params: { allowedValues: schema30.properties.status.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                  }
                                                  var valid11 = _errs72 === errors;
                                                } else {
                                                  var valid11 = true;
                                                }
                                                if (valid11) {
                                                  if (data36.message !== void 0) {
                                                    const _errs73 = errors;
                                                    if (typeof data36.message !== "string") {
                                                      validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/message", schemaPath: "#/definitions/gate/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid11 = _errs73 === errors;
                                                  } else {
                                                    var valid11 = true;
                                                  }
                                                  if (valid11) {
                                                    if (data36.skill !== void 0) {
                                                      const _errs75 = errors;
                                                      if (typeof data36.skill !== "string") {
                                                        validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/skill", schemaPath: "#/definitions/gate/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid11 = _errs75 === errors;
                                                    } else {
                                                      var valid11 = true;
                                                    }
                                                    if (valid11) {
                                                      if (data36.actual !== void 0) {
                                                        let data41 = data36.actual;
                                                        const _errs77 = errors;
                                                        if (!(typeof data41 == "number") && data41 !== null) {
                                                          validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/actual", schemaPath: "#/definitions/gate/properties/actual/type", keyword: "type", params: { type: schema30.properties.actual.type }, message: "must be number,null" }];
                                                          return false;
                                                        }
                                                        var valid11 = _errs77 === errors;
                                                      } else {
                                                        var valid11 = true;
                                                      }
                                                      if (valid11) {
                                                        if (data36.threshold !== void 0) {
                                                          let data42 = data36.threshold;
                                                          const _errs79 = errors;
                                                          if (!(typeof data42 == "number") && data42 !== null) {
                                                            validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/threshold", schemaPath: "#/definitions/gate/properties/threshold/type", keyword: "type", params: { type: schema30.properties.threshold.type }, message: "must be number,null" }];
                                                            return false;
                                                          }
                                                          var valid11 = _errs79 === errors;
                                                        } else {
                                                          var valid11 = true;
                                                        }
                                                        if (valid11) {
                                                          if (data36.evals !== void 0) {
                                                            let data43 = data36.evals;
                                                            const _errs81 = errors;
                                                            if (errors === _errs81) {
                                                              if (Array.isArray(data43)) {
                                                                var valid12 = true;
                                                                const len3 = data43.length;
                                                                for (let i3 = 0; i3 < len3; i3++) {
                                                                  const _errs83 = errors;
                                                                  if (typeof data43[i3] !== "string") {
                                                                    validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/evals/" + i3, schemaPath: "#/definitions/gate/properties/evals/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                  }
                                                                  var valid12 = _errs83 === errors;
                                                                  if (!valid12) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/evals", schemaPath: "#/definitions/gate/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid11 = _errs81 === errors;
                                                          } else {
                                                            var valid11 = true;
                                                          }
                                                          if (valid11) {
                                                            if (data36.rollback !== void 0) {
                                                              const _errs85 = errors;
                                                              if (typeof data36.rollback !== "boolean") {
                                                                validate11.errors = [{ instancePath: instancePath + "/gates/" + i2 + "/rollback", schemaPath: "#/definitions/gate/properties/rollback/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                return false;
                                                              }
                                                              var valid11 = _errs85 === errors;
                                                            } else {
                                                              var valid11 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate11.errors = [{ instancePath: instancePath + "/gates/" + i2, schemaPath: "#/definitions/gate/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid9 = _errs68 === errors;
                                        if (!valid9) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate11.errors = [{ instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs66 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.clusters !== void 0) {
                                    let data46 = data.clusters;
                                    const _errs87 = errors;
                                    if (errors === _errs87) {
                                      if (Array.isArray(data46)) {
                                        var valid13 = true;
                                        const len4 = data46.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                          let data47 = data46[i4];
                                          const _errs89 = errors;
                                          const _errs90 = errors;
                                          if (errors === _errs90) {
                                            if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                                              let missing4;
                                              if (data47.key === void 0 && (missing4 = "key") || data47.name === void 0 && (missing4 = "name") || data47.skill === void 0 && (missing4 = "skill") || data47.check_kind === void 0 && (missing4 = "check_kind") || data47.assertion_type === void 0 && (missing4 = "assertion_type") || data47.cause === void 0 && (missing4 = "cause") || data47.severity === void 0 && (missing4 = "severity") || data47.failures === void 0 && (missing4 = "failures") || data47.evals === void 0 && (missing4 = "evals") || data47.critical === void 0 && (missing4 = "critical") || data47.examples === void 0 && (missing4 = "examples") || data47.suggestion === void 0 && (missing4 = "suggestion")) {
                                                validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4, schemaPath: "#/definitions/cluster/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                return false;
                                              } else {
                                                if (data47.key !== void 0) {
                                                  const _errs92 = errors;
                                                  if (typeof data47.key !== "string") {
                                                    validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/key", schemaPath: "#/definitions/cluster/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid15 = _errs92 === errors;
                                                } else {
                                                  var valid15 = true;
                                                }
                                                if (valid15) {
                                                  if (data47.name !== void 0) {
                                                    const _errs94 = errors;
                                                    if (typeof data47.name !== "string") {
                                                      validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/name", schemaPath: "#/definitions/cluster/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid15 = _errs94 === errors;
                                                  } else {
                                                    var valid15 = true;
                                                  }
                                                  if (valid15) {
                                                    if (data47.skill !== void 0) {
                                                      const _errs96 = errors;
                                                      if (typeof data47.skill !== "string") {
                                                        validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/skill", schemaPath: "#/definitions/cluster/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid15 = _errs96 === errors;
                                                    } else {
                                                      var valid15 = true;
                                                    }
                                                    if (valid15) {
                                                      if (data47.check_kind !== void 0) {
                                                        const _errs98 = errors;
                                                        if (typeof data47.check_kind !== "string") {
                                                          validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/check_kind", schemaPath: "#/definitions/cluster/properties/check_kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid15 = _errs98 === errors;
                                                      } else {
                                                        var valid15 = true;
                                                      }
                                                      if (valid15) {
                                                        if (data47.assertion_type !== void 0) {
                                                          const _errs100 = errors;
                                                          if (typeof data47.assertion_type !== "string") {
                                                            validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/assertion_type", schemaPath: "#/definitions/cluster/properties/assertion_type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid15 = _errs100 === errors;
                                                        } else {
                                                          var valid15 = true;
                                                        }
                                                        if (valid15) {
                                                          if (data47.cause !== void 0) {
                                                            const _errs102 = errors;
                                                            if (typeof data47.cause !== "string") {
                                                              validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/cause", schemaPath: "#/definitions/cluster/properties/cause/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid15 = _errs102 === errors;
                                                          } else {
                                                            var valid15 = true;
                                                          }
                                                          if (valid15) {
                                                            if (data47.severity !== void 0) {
                                                              let data54 = data47.severity;
                                                              const _errs104 = errors;
                                                              if (!(data54 === "high" || data54 === "medium" || data54 === "low")) {
                                                                validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/severity", schemaPath: "#/definitions/cluster/properties/severity/enum", keyword: "enum", params: { allowedValues: schema31.properties.severity.enum }, message: "must be equal to one of the allowed values" }];
                                                                return false;
                                                              }
                                                              var valid15 = _errs104 === errors;
                                                            } else {
                                                              var valid15 = true;
                                                            }
                                                            if (valid15) {
                                                              if (data47.failures !== void 0) {
                                                                let data55 = data47.failures;
                                                                const _errs105 = errors;
                                                                if (!(typeof data55 == "number" && (!(data55 % 1) && !isNaN(data55)))) {
                                                                  validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/failures", schemaPath: "#/definitions/cluster/properties/failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                  return false;
                                                                }
                                                                var valid15 = _errs105 === errors;
                                                              } else {
                                                                var valid15 = true;
                                                              }
                                                              if (valid15) {
                                                                if (data47.evals !== void 0) {
                                                                  let data56 = data47.evals;
                                                                  const _errs107 = errors;
                                                                  if (errors === _errs107) {
                                                                    if (Array.isArray(data56)) {
                                                                      var valid16 = true;
                                                                      const len5 = data56.length;
                                                                      for (let i5 = 0; i5 < len5; i5++) {
                                                                        const _errs109 = errors;
                                                                        if (typeof data56[i5] !== "string") {
                                                                          validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/evals/" + i5, schemaPath: "#/definitions/cluster/properties/evals/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid16 = _errs109 === errors;
                                                                        if (!valid16) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/evals", schemaPath: "#/definitions/cluster/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid15 = _errs107 === errors;
                                                                } else {
                                                                  var valid15 = true;
                                                                }
                                                                if (valid15) {
                                                                  if (data47.critical !== void 0) {
                                                                    const _errs111 = errors;
                                                                    if (typeof data47.critical !== "boolean") {
                                                                      validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/critical", schemaPath: "#/definitions/cluster/properties/critical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                      return false;
                                                                    }
                                                                    var valid15 = _errs111 === errors;
                                                                  } else {
                                                                    var valid15 = true;
                                                                  }
                                                                  if (valid15) {
                                                                    if (data47.examples !== void 0) {
                                                                      let data59 = data47.examples;
                                                                      const _errs113 = errors;
                                                                      if (errors === _errs113) {
                                                                        if (Array.isArray(data59)) {
                                                                          var valid17 = true;
                                                                          const len6 = data59.length;
                                                                          for (let i6 = 0; i6 < len6; i6++) {
                                                                            const _errs115 = errors;
                                                                            if (typeof data59[i6] !== "string") {
                                                                              validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/examples/" + i6, schemaPath: "#/definitions/cluster/properties/examples/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                              return false;
                                                                            }
                                                                            var valid17 = _errs115 === errors;
                                                                            if (!valid17) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/examples", schemaPath: "#/definitions/cluster/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid15 = _errs113 === errors;
                                                                    } else {
                                                                      var valid15 = true;
                                                                    }
                                                                    if (valid15) {
                                                                      if (data47.suggestion !== void 0) {
                                                                        const _errs117 = errors;
                                                                        if (typeof data47.suggestion !== "string") {
                                                                          validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4 + "/suggestion", schemaPath: "#/definitions/cluster/properties/suggestion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid15 = _errs117 === errors;
                                                                      } else {
                                                                        var valid15 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate11.errors = [{ instancePath: instancePath + "/clusters/" + i4, schemaPath: "#/definitions/cluster/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid13 = _errs89 === errors;
                                          if (!valid13) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate11.errors = [{ instancePath: instancePath + "/clusters", schemaPath: "#/properties/clusters/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs87 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.sources !== void 0) {
                                      let data62 = data.sources;
                                      const _errs119 = errors;
                                      if (errors === _errs119) {
                                        if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
                                          if (data62.results !== void 0) {
                                            let data63 = data62.results;
                                            const _errs121 = errors;
                                            if (typeof data63 !== "string" && data63 !== null) {
                                              validate11.errors = [{ instancePath: instancePath + "/sources/results", schemaPath: "#/properties/sources/properties/results/type", keyword: "type", params: { type: schema12.properties.sources.properties.results.type }, message: "must be string,null" }];
                                              return false;
                                            }
                                            var valid18 = _errs121 === errors;
                                          } else {
                                            var valid18 = true;
                                          }
                                          if (valid18) {
                                            if (data62.base !== void 0) {
                                              let data64 = data62.base;
                                              const _errs123 = errors;
                                              if (typeof data64 !== "string" && data64 !== null) {
                                                validate11.errors = [{ instancePath: instancePath + "/sources/base", schemaPath: "#/properties/sources/properties/base/type", keyword: "type", params: { type: schema12.properties.sources.properties.base.type }, message: "must be string,null" }];
                                                return false;
                                              }
                                              var valid18 = _errs123 === errors;
                                            } else {
                                              var valid18 = true;
                                            }
                                            if (valid18) {
                                              if (data62.history !== void 0) {
                                                let data65 = data62.history;
                                                const _errs125 = errors;
                                                if (errors === _errs125) {
                                                  if (Array.isArray(data65)) {
                                                    var valid19 = true;
                                                    const len7 = data65.length;
                                                    for (let i7 = 0; i7 < len7; i7++) {
                                                      const _errs127 = errors;
                                                      if (typeof data65[i7] !== "string") {
                                                        validate11.errors = [{ instancePath: instancePath + "/sources/history/" + i7, schemaPath: "#/properties/sources/properties/history/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid19 = _errs127 === errors;
                                                      if (!valid19) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate11.errors = [{ instancePath: instancePath + "/sources/history", schemaPath: "#/properties/sources/properties/history/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid18 = _errs125 === errors;
                                              } else {
                                                var valid18 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate11.errors = [{ instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid0 = _errs119 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate11.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var grading = validate27;
var schema34 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/grading.schema.json", "title": "A run's grading.json (skill-creator's format plus skill-evals' fields)", "description": "Read by src/log/ (decodeGrade). skill-creator's own grader writes `expectations` (absent: read as none) (text, passed, evidence) and `summary`, optionally `execution_metrics`, `timing`, `claims`, `user_notes_summary`, `eval_feedback`; skill-evals' grader adds `status`/`source`/`check_kind`/`votes` per expectation and the top-level `run`, `judge` and `grader`. Fields not listed here are ignored. A grading.json whose `grader` is skill-evals at a newer version than the reader's is an error (upgrade skill-evals).", "type": "object", "properties": { "expectations": { "type": "array", "items": { "type": "object", "required": ["text", "passed"], "properties": { "text": { "type": "string" }, "passed": { "type": "boolean" }, "evidence": { "type": "string" }, "status": { "enum": ["pass", "fail", "error"] }, "source": { "enum": ["check", "judge", "none"] }, "check_kind": { "type": "string" }, "votes": { "type": "array", "items": { "type": "object" } }, "agreement": { "type": "string" }, "disagreement": { "type": "boolean" } } } }, "summary": { "type": "object", "properties": { "passed": { "type": "number" }, "failed": { "type": "number" }, "total": { "type": "number" }, "pass_rate": { "type": "number" } } }, "execution_metrics": { "type": "object" }, "timing": { "type": "object", "properties": { "executor_duration_seconds": { "type": "number" }, "grader_duration_seconds": { "type": "number" }, "total_duration_seconds": { "type": "number" } } }, "user_notes_summary": { "type": "object", "properties": { "uncertainties": { "type": "array" }, "needs_review": { "type": "array" }, "workarounds": { "type": "array" } } }, "run": { "type": "object", "properties": { "run_id": { "type": "string" }, "skill": { "type": "string" }, "eval_id": { "type": ["integer", "string"] }, "configuration": { "type": "string" }, "trial": { "type": "integer" }, "model": { "type": "string" }, "run_status": { "enum": ["completed", "error", "skipped"] }, "skill_used": { "type": "boolean" }, "status": { "enum": ["pass", "fail", "error", "inconclusive", "skipped"] }, "reason": { "type": "string" }, "assertion_errors": { "type": "integer" } } }, "judge": { "type": "object", "properties": { "model": { "type": "string" }, "cost_usd": { "type": ["number", "null"] }, "spent_usd": { "type": ["number", "null"] } } }, "grader": { "type": "object", "required": ["name", "version"], "properties": { "name": { "type": "string" }, "version": { "type": "string" }, "graded_at": { "type": "string" } } } } };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.expectations !== void 0) {
        let data0 = data.expectations;
        const _errs1 = errors;
        if (errors === _errs1) {
          if (Array.isArray(data0)) {
            var valid1 = true;
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              const _errs3 = errors;
              if (errors === _errs3) {
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  let missing0;
                  if (data1.text === void 0 && (missing0 = "text") || data1.passed === void 0 && (missing0 = "passed")) {
                    validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0, schemaPath: "#/properties/expectations/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
                    return false;
                  } else {
                    if (data1.text !== void 0) {
                      const _errs5 = errors;
                      if (typeof data1.text !== "string") {
                        validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/text", schemaPath: "#/properties/expectations/items/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid2 = _errs5 === errors;
                    } else {
                      var valid2 = true;
                    }
                    if (valid2) {
                      if (data1.passed !== void 0) {
                        const _errs7 = errors;
                        if (typeof data1.passed !== "boolean") {
                          validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/passed", schemaPath: "#/properties/expectations/items/properties/passed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.evidence !== void 0) {
                          const _errs9 = errors;
                          if (typeof data1.evidence !== "string") {
                            validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/evidence", schemaPath: "#/properties/expectations/items/properties/evidence/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.status !== void 0) {
                            let data5 = data1.status;
                            const _errs11 = errors;
                            if (!(data5 === "pass" || data5 === "fail" || data5 === "error")) {
                              validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/status", schemaPath: "#/properties/expectations/items/properties/status/enum", keyword: "enum", params: { allowedValues: schema34.properties.expectations.items.properties.status.enum }, message: "must be equal to one of the allowed values" }];
                              return false;
                            }
                            var valid2 = _errs11 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.source !== void 0) {
                              let data6 = data1.source;
                              const _errs12 = errors;
                              if (!(data6 === "check" || data6 === "judge" || data6 === "none")) {
                                validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/source", schemaPath: "#/properties/expectations/items/properties/source/enum", keyword: "enum", params: { allowedValues: schema34.properties.expectations.items.properties.source.enum }, message: "must be equal to one of the allowed values" }];
                                return false;
                              }
                              var valid2 = _errs12 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.check_kind !== void 0) {
                                const _errs13 = errors;
                                if (typeof data1.check_kind !== "string") {
                                  validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/check_kind", schemaPath: "#/properties/expectations/items/properties/check_kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid2 = _errs13 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.votes !== void 0) {
                                  let data8 = data1.votes;
                                  const _errs15 = errors;
                                  if (errors === _errs15) {
                                    if (Array.isArray(data8)) {
                                      var valid3 = true;
                                      const len1 = data8.length;
                                      for (let i1 = 0; i1 < len1; i1++) {
                                        let data9 = data8[i1];
                                        const _errs17 = errors;
                                        if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                                          validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/votes/" + i1, schemaPath: "#/properties/expectations/items/properties/votes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                        var valid3 = _errs17 === errors;
                                        if (!valid3) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/votes", schemaPath: "#/properties/expectations/items/properties/votes/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid2 = _errs15 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.agreement !== void 0) {
                                    const _errs19 = errors;
                                    if (typeof data1.agreement !== "string") {
                                      validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/agreement", schemaPath: "#/properties/expectations/items/properties/agreement/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid2 = _errs19 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data1.disagreement !== void 0) {
                                      const _errs21 = errors;
                                      if (typeof data1.disagreement !== "boolean") {
                                        validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0 + "/disagreement", schemaPath: "#/properties/expectations/items/properties/disagreement/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                        return false;
                                      }
                                      var valid2 = _errs21 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                } else {
                  validate27.errors = [{ instancePath: instancePath + "/expectations/" + i0, schemaPath: "#/properties/expectations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid1 = _errs3 === errors;
              if (!valid1) {
                break;
              }
            }
          } else {
            validate27.errors = [{ instancePath: instancePath + "/expectations", schemaPath: "#/properties/expectations/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
            return false;
          }
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.summary !== void 0) {
          let data12 = data.summary;
          const _errs23 = errors;
          if (errors === _errs23) {
            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
              if (data12.passed !== void 0) {
                const _errs25 = errors;
                if (!(typeof data12.passed == "number")) {
                  validate27.errors = [{ instancePath: instancePath + "/summary/passed", schemaPath: "#/properties/summary/properties/passed/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                  return false;
                }
                var valid4 = _errs25 === errors;
              } else {
                var valid4 = true;
              }
              if (valid4) {
                if (data12.failed !== void 0) {
                  const _errs27 = errors;
                  if (!(typeof data12.failed == "number")) {
                    validate27.errors = [{ instancePath: instancePath + "/summary/failed", schemaPath: "#/properties/summary/properties/failed/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                  var valid4 = _errs27 === errors;
                } else {
                  var valid4 = true;
                }
                if (valid4) {
                  if (data12.total !== void 0) {
                    const _errs29 = errors;
                    if (!(typeof data12.total == "number")) {
                      validate27.errors = [{ instancePath: instancePath + "/summary/total", schemaPath: "#/properties/summary/properties/total/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                      return false;
                    }
                    var valid4 = _errs29 === errors;
                  } else {
                    var valid4 = true;
                  }
                  if (valid4) {
                    if (data12.pass_rate !== void 0) {
                      const _errs31 = errors;
                      if (!(typeof data12.pass_rate == "number")) {
                        validate27.errors = [{ instancePath: instancePath + "/summary/pass_rate", schemaPath: "#/properties/summary/properties/pass_rate/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                        return false;
                      }
                      var valid4 = _errs31 === errors;
                    } else {
                      var valid4 = true;
                    }
                  }
                }
              }
            } else {
              validate27.errors = [{ instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
          }
          var valid0 = _errs23 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.execution_metrics !== void 0) {
            let data17 = data.execution_metrics;
            const _errs33 = errors;
            if (!(data17 && typeof data17 == "object" && !Array.isArray(data17))) {
              validate27.errors = [{ instancePath: instancePath + "/execution_metrics", schemaPath: "#/properties/execution_metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
              return false;
            }
            var valid0 = _errs33 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.timing !== void 0) {
              let data18 = data.timing;
              const _errs35 = errors;
              if (errors === _errs35) {
                if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                  if (data18.executor_duration_seconds !== void 0) {
                    const _errs37 = errors;
                    if (!(typeof data18.executor_duration_seconds == "number")) {
                      validate27.errors = [{ instancePath: instancePath + "/timing/executor_duration_seconds", schemaPath: "#/properties/timing/properties/executor_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                      return false;
                    }
                    var valid5 = _errs37 === errors;
                  } else {
                    var valid5 = true;
                  }
                  if (valid5) {
                    if (data18.grader_duration_seconds !== void 0) {
                      const _errs39 = errors;
                      if (!(typeof data18.grader_duration_seconds == "number")) {
                        validate27.errors = [{ instancePath: instancePath + "/timing/grader_duration_seconds", schemaPath: "#/properties/timing/properties/grader_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                        return false;
                      }
                      var valid5 = _errs39 === errors;
                    } else {
                      var valid5 = true;
                    }
                    if (valid5) {
                      if (data18.total_duration_seconds !== void 0) {
                        const _errs41 = errors;
                        if (!(typeof data18.total_duration_seconds == "number")) {
                          validate27.errors = [{ instancePath: instancePath + "/timing/total_duration_seconds", schemaPath: "#/properties/timing/properties/total_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                          return false;
                        }
                        var valid5 = _errs41 === errors;
                      } else {
                        var valid5 = true;
                      }
                    }
                  }
                } else {
                  validate27.errors = [{ instancePath: instancePath + "/timing", schemaPath: "#/properties/timing/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs35 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.user_notes_summary !== void 0) {
                let data22 = data.user_notes_summary;
                const _errs43 = errors;
                if (errors === _errs43) {
                  if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                    if (data22.uncertainties !== void 0) {
                      const _errs45 = errors;
                      if (!Array.isArray(data22.uncertainties)) {
                        validate27.errors = [{ instancePath: instancePath + "/user_notes_summary/uncertainties", schemaPath: "#/properties/user_notes_summary/properties/uncertainties/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                      }
                      var valid6 = _errs45 === errors;
                    } else {
                      var valid6 = true;
                    }
                    if (valid6) {
                      if (data22.needs_review !== void 0) {
                        const _errs47 = errors;
                        if (!Array.isArray(data22.needs_review)) {
                          validate27.errors = [{ instancePath: instancePath + "/user_notes_summary/needs_review", schemaPath: "#/properties/user_notes_summary/properties/needs_review/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                        var valid6 = _errs47 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data22.workarounds !== void 0) {
                          const _errs49 = errors;
                          if (!Array.isArray(data22.workarounds)) {
                            validate27.errors = [{ instancePath: instancePath + "/user_notes_summary/workarounds", schemaPath: "#/properties/user_notes_summary/properties/workarounds/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                          var valid6 = _errs49 === errors;
                        } else {
                          var valid6 = true;
                        }
                      }
                    }
                  } else {
                    validate27.errors = [{ instancePath: instancePath + "/user_notes_summary", schemaPath: "#/properties/user_notes_summary/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                    return false;
                  }
                }
                var valid0 = _errs43 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.run !== void 0) {
                  let data26 = data.run;
                  const _errs51 = errors;
                  if (errors === _errs51) {
                    if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                      if (data26.run_id !== void 0) {
                        const _errs53 = errors;
                        if (typeof data26.run_id !== "string") {
                          validate27.errors = [{ instancePath: instancePath + "/run/run_id", schemaPath: "#/properties/run/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid7 = _errs53 === errors;
                      } else {
                        var valid7 = true;
                      }
                      if (valid7) {
                        if (data26.skill !== void 0) {
                          const _errs55 = errors;
                          if (typeof data26.skill !== "string") {
                            validate27.errors = [{ instancePath: instancePath + "/run/skill", schemaPath: "#/properties/run/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid7 = _errs55 === errors;
                        } else {
                          var valid7 = true;
                        }
                        if (valid7) {
                          if (data26.eval_id !== void 0) {
                            let data29 = data26.eval_id;
                            const _errs57 = errors;
                            if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29))) && typeof data29 !== "string") {
                              validate27.errors = [{ instancePath: instancePath + "/run/eval_id", schemaPath: "#/properties/run/properties/eval_id/type", keyword: "type", params: { type: schema34.properties.run.properties.eval_id.type }, message: "must be integer,string" }];
                              return false;
                            }
                            var valid7 = _errs57 === errors;
                          } else {
                            var valid7 = true;
                          }
                          if (valid7) {
                            if (data26.configuration !== void 0) {
                              const _errs59 = errors;
                              if (typeof data26.configuration !== "string") {
                                validate27.errors = [{ instancePath: instancePath + "/run/configuration", schemaPath: "#/properties/run/properties/configuration/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid7 = _errs59 === errors;
                            } else {
                              var valid7 = true;
                            }
                            if (valid7) {
                              if (data26.trial !== void 0) {
                                let data31 = data26.trial;
                                const _errs61 = errors;
                                if (!(typeof data31 == "number" && (!(data31 % 1) && !isNaN(data31)))) {
                                  validate27.errors = [{ instancePath: instancePath + "/run/trial", schemaPath: "#/properties/run/properties/trial/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                  return false;
                                }
                                var valid7 = _errs61 === errors;
                              } else {
                                var valid7 = true;
                              }
                              if (valid7) {
                                if (data26.model !== void 0) {
                                  const _errs63 = errors;
                                  if (typeof data26.model !== "string") {
                                    validate27.errors = [{ instancePath: instancePath + "/run/model", schemaPath: "#/properties/run/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid7 = _errs63 === errors;
                                } else {
                                  var valid7 = true;
                                }
                                if (valid7) {
                                  if (data26.run_status !== void 0) {
                                    let data33 = data26.run_status;
                                    const _errs65 = errors;
                                    if (!(data33 === "completed" || data33 === "error" || data33 === "skipped")) {
                                      validate27.errors = [{ instancePath: instancePath + "/run/run_status", schemaPath: "#/properties/run/properties/run_status/enum", keyword: "enum", params: { allowedValues: schema34.properties.run.properties.run_status.enum }, message: "must be equal to one of the allowed values" }];
                                      return false;
                                    }
                                    var valid7 = _errs65 === errors;
                                  } else {
                                    var valid7 = true;
                                  }
                                  if (valid7) {
                                    if (data26.skill_used !== void 0) {
                                      const _errs66 = errors;
                                      if (typeof data26.skill_used !== "boolean") {
                                        validate27.errors = [{ instancePath: instancePath + "/run/skill_used", schemaPath: "#/properties/run/properties/skill_used/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                        return false;
                                      }
                                      var valid7 = _errs66 === errors;
                                    } else {
                                      var valid7 = true;
                                    }
                                    if (valid7) {
                                      if (data26.status !== void 0) {
                                        let data35 = data26.status;
                                        const _errs68 = errors;
                                        if (!(data35 === "pass" || data35 === "fail" || data35 === "error" || data35 === "inconclusive" || data35 === "skipped")) {
                                          validate27.errors = [{ instancePath: instancePath + "/run/status", schemaPath: "#/properties/run/properties/status/enum", keyword: "enum", params: { allowedValues: schema34.properties.run.properties.status.enum }, message: "must be equal to one of the allowed values" }];
                                          return false;
                                        }
                                        var valid7 = _errs68 === errors;
                                      } else {
                                        var valid7 = true;
                                      }
                                      if (valid7) {
                                        if (data26.reason !== void 0) {
                                          const _errs69 = errors;
                                          if (typeof data26.reason !== "string") {
                                            validate27.errors = [{ instancePath: instancePath + "/run/reason", schemaPath: "#/properties/run/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid7 = _errs69 === errors;
                                        } else {
                                          var valid7 = true;
                                        }
                                        if (valid7) {
                                          if (data26.assertion_errors !== void 0) {
                                            let data37 = data26.assertion_errors;
                                            const _errs71 = errors;
                                            if (!(typeof data37 == "number" && (!(data37 % 1) && !isNaN(data37)))) {
                                              validate27.errors = [{ instancePath: instancePath + "/run/assertion_errors", schemaPath: "#/properties/run/properties/assertion_errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            var valid7 = _errs71 === errors;
                                          } else {
                                            var valid7 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate27.errors = [{ instancePath: instancePath + "/run", schemaPath: "#/properties/run/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs51 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.judge !== void 0) {
                    let data38 = data.judge;
                    const _errs73 = errors;
                    if (errors === _errs73) {
                      if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                        if (data38.model !== void 0) {
                          const _errs75 = errors;
                          if (typeof data38.model !== "string") {
                            validate27.errors = [{ instancePath: instancePath + "/judge/model", schemaPath: "#/properties/judge/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                          var valid8 = _errs75 === errors;
                        } else {
                          var valid8 = true;
                        }
                        if (valid8) {
                          if (data38.cost_usd !== void 0) {
                            let data40 = data38.cost_usd;
                            const _errs77 = errors;
                            if (!(typeof data40 == "number") && data40 !== null) {
                              validate27.errors = [{ instancePath: instancePath + "/judge/cost_usd", schemaPath: "#/properties/judge/properties/cost_usd/type", keyword: "type", params: { type: schema34.properties.judge.properties.cost_usd.type }, message: "must be number,null" }];
                              return false;
                            }
                            var valid8 = _errs77 === errors;
                          } else {
                            var valid8 = true;
                          }
                          if (valid8) {
                            if (data38.spent_usd !== void 0) {
                              let data41 = data38.spent_usd;
                              const _errs79 = errors;
                              if (!(typeof data41 == "number") && data41 !== null) {
                                validate27.errors = [{ instancePath: instancePath + "/judge/spent_usd", schemaPath: "#/properties/judge/properties/spent_usd/type", keyword: "type", params: { type: schema34.properties.judge.properties.spent_usd.type }, message: "must be number,null" }];
                                return false;
                              }
                              var valid8 = _errs79 === errors;
                            } else {
                              var valid8 = true;
                            }
                          }
                        }
                      } else {
                        validate27.errors = [{ instancePath: instancePath + "/judge", schemaPath: "#/properties/judge/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs73 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.grader !== void 0) {
                      let data42 = data.grader;
                      const _errs81 = errors;
                      if (errors === _errs81) {
                        if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
                          let missing1;
                          if (data42.name === void 0 && (missing1 = "name") || data42.version === void 0 && (missing1 = "version")) {
                            validate27.errors = [{ instancePath: instancePath + "/grader", schemaPath: "#/properties/grader/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                            return false;
                          } else {
                            if (data42.name !== void 0) {
                              const _errs83 = errors;
                              if (typeof data42.name !== "string") {
                                validate27.errors = [{ instancePath: instancePath + "/grader/name", schemaPath: "#/properties/grader/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid9 = _errs83 === errors;
                            } else {
                              var valid9 = true;
                            }
                            if (valid9) {
                              if (data42.version !== void 0) {
                                const _errs85 = errors;
                                if (typeof data42.version !== "string") {
                                  validate27.errors = [{ instancePath: instancePath + "/grader/version", schemaPath: "#/properties/grader/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                                var valid9 = _errs85 === errors;
                              } else {
                                var valid9 = true;
                              }
                              if (valid9) {
                                if (data42.graded_at !== void 0) {
                                  const _errs87 = errors;
                                  if (typeof data42.graded_at !== "string") {
                                    validate27.errors = [{ instancePath: instancePath + "/grader/graded_at", schemaPath: "#/properties/grader/properties/graded_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid9 = _errs87 === errors;
                                } else {
                                  var valid9 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate27.errors = [{ instancePath: instancePath + "/grader", schemaPath: "#/properties/grader/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs81 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate27.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate27.errors = vErrors;
  return errors === 0;
}
var timing = validate28;
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.total_tokens !== void 0) {
        const _errs1 = errors;
        if (!(typeof data.total_tokens == "number")) {
          validate28.errors = [{ instancePath: instancePath + "/total_tokens", schemaPath: "#/properties/total_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
          return false;
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.duration_ms !== void 0) {
          const _errs3 = errors;
          if (!(typeof data.duration_ms == "number")) {
            validate28.errors = [{ instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.total_duration_seconds !== void 0) {
            const _errs5 = errors;
            if (!(typeof data.total_duration_seconds == "number")) {
              validate28.errors = [{ instancePath: instancePath + "/total_duration_seconds", schemaPath: "#/properties/total_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.executor_start !== void 0) {
              const _errs7 = errors;
              if (typeof data.executor_start !== "string") {
                validate28.errors = [{ instancePath: instancePath + "/executor_start", schemaPath: "#/properties/executor_start/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.executor_end !== void 0) {
                const _errs9 = errors;
                if (typeof data.executor_end !== "string") {
                  validate28.errors = [{ instancePath: instancePath + "/executor_end", schemaPath: "#/properties/executor_end/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.executor_duration_seconds !== void 0) {
                  const _errs11 = errors;
                  if (!(typeof data.executor_duration_seconds == "number")) {
                    validate28.errors = [{ instancePath: instancePath + "/executor_duration_seconds", schemaPath: "#/properties/executor_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.grader_start !== void 0) {
                    const _errs13 = errors;
                    if (typeof data.grader_start !== "string") {
                      validate28.errors = [{ instancePath: instancePath + "/grader_start", schemaPath: "#/properties/grader_start/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.grader_end !== void 0) {
                      const _errs15 = errors;
                      if (typeof data.grader_end !== "string") {
                        validate28.errors = [{ instancePath: instancePath + "/grader_end", schemaPath: "#/properties/grader_end/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.grader_duration_seconds !== void 0) {
                        const _errs17 = errors;
                        if (!(typeof data.grader_duration_seconds == "number")) {
                          validate28.errors = [{ instancePath: instancePath + "/grader_duration_seconds", schemaPath: "#/properties/grader_duration_seconds/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                          return false;
                        }
                        var valid0 = _errs17 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate28.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate28.errors = vErrors;
  return errors === 0;
}
var eval_metadata = validate29;
var schema36 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/eval-metadata.schema.json", "title": "eval_metadata.json (skill-creator's format, in an eval folder and in each run folder)", "description": "Read by src/log/ (decodeEvalMetadata). skill-creator writes eval_id, eval_name, prompt and assertions; skill-evals adds expected_output, files and definition_hash. Every field is optional (its viewer falls back to the folder name); fields not listed here are ignored.", "type": "object", "properties": { "eval_id": { "type": ["integer", "string"] }, "eval_name": { "type": "string" }, "prompt": { "type": "string" }, "expected_output": { "type": "string" }, "files": { "type": "array" }, "assertions": { "type": "array" }, "definition_hash": { "type": "string" } } };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.eval_id !== void 0) {
        let data0 = data.eval_id;
        const _errs1 = errors;
        if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0))) && typeof data0 !== "string") {
          validate29.errors = [{ instancePath: instancePath + "/eval_id", schemaPath: "#/properties/eval_id/type", keyword: "type", params: { type: schema36.properties.eval_id.type }, message: "must be integer,string" }];
          return false;
        }
        var valid0 = _errs1 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.eval_name !== void 0) {
          const _errs3 = errors;
          if (typeof data.eval_name !== "string") {
            validate29.errors = [{ instancePath: instancePath + "/eval_name", schemaPath: "#/properties/eval_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.prompt !== void 0) {
            const _errs5 = errors;
            if (typeof data.prompt !== "string") {
              validate29.errors = [{ instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.expected_output !== void 0) {
              const _errs7 = errors;
              if (typeof data.expected_output !== "string") {
                validate29.errors = [{ instancePath: instancePath + "/expected_output", schemaPath: "#/properties/expected_output/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.files !== void 0) {
                const _errs9 = errors;
                if (!Array.isArray(data.files)) {
                  validate29.errors = [{ instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.assertions !== void 0) {
                  const _errs11 = errors;
                  if (!Array.isArray(data.assertions)) {
                    validate29.errors = [{ instancePath: instancePath + "/assertions", schemaPath: "#/properties/assertions/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.definition_hash !== void 0) {
                    const _errs13 = errors;
                    if (typeof data.definition_hash !== "string") {
                      validate29.errors = [{ instancePath: instancePath + "/definition_hash", schemaPath: "#/properties/definition_hash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate29.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate29.errors = vErrors;
  return errors === 0;
}
var LOG_VALIDATOR_OPTIONS = { "allErrors": false, "allowUnionTypes": true, "strict": false };
var byWhich = { record, summary, grading, timing, eval_metadata };
function compileLogValidator(which) {
  return byWhich[which];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LOG_VALIDATOR_OPTIONS,
  compileLogValidator,
  eval_metadata,
  grading,
  record,
  summary,
  timing
});

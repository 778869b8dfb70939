#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADES_FILE,
  GRADING_FILE,
  GradeSetupError,
  createJudgeGateway,
  gradeOneAssertion,
  gradeRun,
  gradeRuns
} from "./chunk-W23WR2CB.js";
import {
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  judgeAssertion,
  majority,
  parseJudgeReply
} from "./chunk-CF4E5P6L.js";
import "./chunk-47KZTQZH.js";
import "./chunk-SCJRR362.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-3J6NTPAM.js";
import "./chunk-BMYGYU3O.js";
import "./chunk-R4RDDVBC.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import {
  GRADER_VERSION
} from "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  GRADER_VERSION,
  GRADES_FILE,
  GRADING_FILE,
  GradeSetupError,
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  createJudgeGateway,
  gradeOneAssertion,
  gradeRun,
  gradeRuns,
  judgeAssertion,
  majority,
  parseJudgeReply
};

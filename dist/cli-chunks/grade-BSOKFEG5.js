#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADER_VERSION,
  GRADES_FILE,
  GRADING_FILE,
  GradeSetupError,
  createJudgeGateway,
  gradeOneAssertion,
  gradeRun,
  gradeRuns
} from "./chunk-TKPLOTP3.js";
import "./chunk-OL7NALAH.js";
import {
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  judgeAssertion,
  majority,
  parseJudgeReply
} from "./chunk-TIZHRYDV.js";
import "./chunk-UMOXKYBB.js";
import "./chunk-WACP5SQQ.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-LXPLERR4.js";
import "./chunk-MP65CN5J.js";
import "./chunk-J6HVATKR.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-UNV4RUT5.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
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

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADES_FILE,
  GradeSetupError,
  createJudgeGateway,
  gradeOneAssertion,
  gradeRun,
  gradeRuns
} from "./chunk-FERRHKQV.js";
import {
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  judgeAssertion,
  majority,
  parseJudgeReply
} from "./chunk-HSELO56A.js";
import "./chunk-KTYSTNHH.js";
import "./chunk-6EQTGVW6.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-GNN7KZM5.js";
import "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-MQ6PJNZ3.js";
import "./chunk-6SYOK5KR.js";
import {
  GRADER_VERSION,
  GRADING_FILE
} from "./chunk-VSOYP2NU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-MLCUIUG6.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
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

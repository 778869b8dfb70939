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
} from "./chunk-WSSEG45X.js";
import {
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  judgeAssertion,
  majority,
  parseJudgeReply
} from "./chunk-LX7RIFPW.js";
import "./chunk-PCEMF4C3.js";
import "./chunk-VYQVC4SZ.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-QPS3KPR5.js";
import "./chunk-UOBN67YZ.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-3462MV6V.js";
import "./chunk-YLSHF7AP.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import {
  GRADER_VERSION
} from "./chunk-VEAQQEXW.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
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

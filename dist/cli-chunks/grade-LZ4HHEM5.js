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
} from "./chunk-7TAJEVJ7.js";
import {
  JUDGE_SCHEMA,
  JUDGE_SYSTEM,
  buildJudgePrompt,
  buildJudgeRequest,
  judgeAssertion,
  majority,
  parseJudgeReply
} from "./chunk-QMIAHYNQ.js";
import "./chunk-N6KRLROW.js";
import "./chunk-MDSFPKG3.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-MI5XTLAQ.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-B56CQLFJ.js";
import "./chunk-WDCZQCMP.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import {
  GRADER_VERSION
} from "./chunk-ZSJQ7NUQ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
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

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-SFUDDZXS.js";
import "./chunk-YIK4HAQG.js";
import "./chunk-2KEUBKUZ.js";
import "./chunk-QKALFZTL.js";
import "./chunk-YOWI2B3R.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-T3ZBONNB.js";
import "./chunk-RMLD3HO5.js";
import "./chunk-D2XCJBTD.js";
import "./chunk-VOOJPVUA.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-35AE64W5.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-BXRIFU2Q.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-UE5ILRNB.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-XGV7JPOR.js";
import "./chunk-JHUQJ7BK.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-WIOAXPNO.js";
import "./chunk-TZWFWPIN.js";
import "./chunk-FRHOL7R3.js";
import "./chunk-VWTMPIKM.js";
import "./chunk-MI5XTLAQ.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-ZSJQ7NUQ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

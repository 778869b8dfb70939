#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-37ZTFQXV.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-5AKYO5WT.js";
import "./chunk-DCKME7HR.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-FFNQ7K54.js";
import "./chunk-KOSKHRHC.js";
import "./chunk-KOE7VNQF.js";
import "./chunk-YYI722IH.js";
import "./chunk-BZDP5PIQ.js";
import "./chunk-GPUMWVPK.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-VZD5LVR4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

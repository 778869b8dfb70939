#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-4XMMICYN.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-YO56O6DV.js";
import "./chunk-DCKME7HR.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-DM7AFFPM.js";
import "./chunk-D3YE2XV6.js";
import "./chunk-MNX2YN5X.js";
import "./chunk-IMLKYRFN.js";
import "./chunk-V2XTUOSM.js";
import "./chunk-Y64CYVNQ.js";
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

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-U3Z5YDGY.js";
import "./chunk-FUHBEOLN.js";
import "./chunk-NL6GBR6F.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-PJ64H3IF.js";
import "./chunk-YF3A6FEH.js";
import "./chunk-YAUIQOWM.js";
import "./chunk-TA2S7B7P.js";
import "./chunk-WEUZBOF2.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-4WJ4FREP.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-NTKVEOWJ.js";
import "./chunk-LSWOGITG.js";
import "./chunk-4J2NBQ7I.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-SO6HISJB.js";
import "./chunk-CPL42WNC.js";
import "./chunk-YONUU663.js";
import "./chunk-LCVBUZQF.js";
import "./chunk-7KNLEMHM.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-IEG4M77M.js";
import "./chunk-JH46SIVH.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

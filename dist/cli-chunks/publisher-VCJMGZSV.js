#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-C4RMJKWA.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-VZMZ4HTG.js";
import "./chunk-FDN44P2Y.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-DH5AC7FO.js";
import "./chunk-PZIT5FHL.js";
import "./chunk-B3SZQVH3.js";
import "./chunk-S73YDZNC.js";
import "./chunk-QPS3KPR5.js";
import "./chunk-UOBN67YZ.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-VEAQQEXW.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

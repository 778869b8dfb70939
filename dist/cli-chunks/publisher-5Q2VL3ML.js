#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-FMBFYXIU.js";
import "./chunk-YIK4HAQG.js";
import "./chunk-2KEUBKUZ.js";
import "./chunk-DUWQEJGD.js";
import "./chunk-GBSYC3A5.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-BKETDLZN.js";
import "./chunk-6V536BTQ.js";
import "./chunk-BDSM36RK.js";
import "./chunk-QPJQGHK2.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-GNN7KZM5.js";
import "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-VSOYP2NU.js";
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

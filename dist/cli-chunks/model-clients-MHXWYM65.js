#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  batchPoll,
  modelClients
} from "./chunk-TRLWESGR.js";
import "./chunk-QWKQD6B6.js";
import "./chunk-XVTJADNU.js";
import "./chunk-RLABU7YA.js";
import "./chunk-7NUBLN2T.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-D3DWHB3J.js";
import "./chunk-WSLL3QLQ.js";
import "./chunk-5AKTMPED.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-6WA3TTRR.js";
import "./chunk-Q3A3SG3D.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-A5OURZEP.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";
export {
  batchPoll,
  modelClients
};

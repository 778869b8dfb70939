#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  batchPoll,
  modelClients
} from "./chunk-HI7YEKIG.js";
import "./chunk-HSUOYCRG.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-EHEIZFNS.js";
import "./chunk-EQDA75R4.js";
import "./chunk-MQ6PJNZ3.js";
import "./chunk-6SYOK5KR.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-VSOYP2NU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-QW54SXIO.js";
import "./chunk-MLCUIUG6.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  batchPoll,
  modelClients
};

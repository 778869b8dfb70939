#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  batchPoll,
  modelClients
} from "./chunk-XKWK57KJ.js";
import "./chunk-HJ3EPBSL.js";
import "./chunk-XVTJADNU.js";
import "./chunk-RLABU7YA.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-YLTUZIQT.js";
import "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import "./chunk-Q3A3SG3D.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
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

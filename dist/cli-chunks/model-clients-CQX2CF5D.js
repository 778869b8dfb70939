#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  batchPoll,
  modelClients
} from "./chunk-Z5XGZSOP.js";
import "./chunk-GSZMPWFY.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-Q5JEAGGU.js";
import "./chunk-SBRM5Q3N.js";
import "./chunk-SKLALEBJ.js";
import "./chunk-3WN5YUAI.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-BXRIFU2Q.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-23AJLBUF.js";
import "./chunk-Y2LV3JV5.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  batchPoll,
  modelClients
};

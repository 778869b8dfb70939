#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-AFNSK2SX.js";
import "./chunk-2EBXIG7Z.js";
import "./chunk-DCKME7HR.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-C7OYIEUC.js";
import "./chunk-JT24JLXW.js";
import "./chunk-TMP77F6K.js";
import "./chunk-MLIVP7DO.js";
import "./chunk-3J6NTPAM.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-2R4BK67Q.js";
import "./chunk-N3DL2EQI.js";
import "./chunk-NL6GBR6F.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-4EQYIIOA.js";
import "./chunk-U22737MJ.js";
import "./chunk-E4WJ5ALO.js";
import "./chunk-KF6D7FJ7.js";
import "./chunk-XYJGXTPL.js";
import "./chunk-4JVBNOJZ.js";
import "./chunk-EF4534CV.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-4WJ4FREP.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-R47WIQVW.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

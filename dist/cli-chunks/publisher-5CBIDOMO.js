#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-LAMEZGJS.js";
import "./chunk-AOTOARMI.js";
import "./chunk-NPNWA2ES.js";
import "./chunk-L7WU2RFU.js";
import "./chunk-TLNA6HCR.js";
import "./chunk-USPZXKAL.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-VWHWLOYQ.js";
import "./chunk-6P7Y4K3Z.js";
import "./chunk-S2FYEC7T.js";
import "./chunk-VTUTFHJ7.js";
import "./chunk-4QJGRYW7.js";
import "./chunk-COOUHUHP.js";
import "./chunk-YZDXL6FF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-WU4WMIXR.js";
import "./chunk-E3XTZO3T.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XBMX5CSU.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

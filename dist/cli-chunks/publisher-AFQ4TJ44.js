#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  githubPublisher
} from "./chunk-SO2KL4SK.js";
import "./chunk-YZU6TXNU.js";
import "./chunk-FLDMWVQP.js";
import "./chunk-ZUG2OYHV.js";
import "./chunk-DITMTTB5.js";
import "./chunk-DT4VOJDH.js";
import "./chunk-CCHOH6YB.js";
import "./chunk-2KEUBKUZ.js";
import "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";
export {
  githubPublisher
};

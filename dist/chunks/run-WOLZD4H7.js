#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-A5C6KUBM.js";
import "./chunk-OV2KHHXC.js";
import "./chunk-AY6PX6VW.js";
import "./chunk-PG73DB37.js";
import "./chunk-V53FFY52.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-LSNBRRQZ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-LO3TV67R.js";
import "./chunk-Q54AZI7Q.js";
import "./chunk-ZP476MBR.js";
import "./chunk-TV6JTU7D.js";
import "./chunk-7HEAB2X6.js";
import "./chunk-T4FHZZSA.js";
import "./chunk-LA7SJDLE.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-VY2OSSIF.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-ZUYNCOYM.js";
import "./chunk-7NGC67P6.js";
import "./chunk-DSJQPFK4.js";
import "./chunk-YYSMKTZS.js";
import "./chunk-YTISN5FG.js";
import "./chunk-RBXUFLG4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-KFS7YJ72.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};

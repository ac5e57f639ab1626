import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  checkFile
} from "./chunks/chunk-4QERETLS.js";
import "./chunks/chunk-PJDAA2KM.js";
import "./chunks/chunk-IRQK3D7Y.js";
import "./chunks/chunk-6WUJNYAC.js";
import "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-MH47NS55.js";
import "./chunks/chunk-NHBQDVUQ.js";

// src/checks/syntax-worker.ts
import { parentPort } from "node:worker_threads";
var port = parentPort;
if (port) {
  port.on("message", (request) => {
    checkFile({ path: request.path, text: request.text, binary: false, bytes: request.bytes, lines: [] }, request.options).then(
      (verdict) => port.postMessage({ id: request.id, verdict }),
      (e) => port.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) })
    );
  });
}

import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{CriticGateError}from"./chunk-ASLYV7QU.js";var JudgeError=class extends CriticGateError{constructor(message,stats,calibration){super(message);this.stats=stats;this.calibration=calibration;this.name="JudgeError"}stats;calibration;category="judge"};export{JudgeError};

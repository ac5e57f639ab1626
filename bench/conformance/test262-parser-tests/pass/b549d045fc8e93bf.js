"use strict";
try {} catch (a) {}

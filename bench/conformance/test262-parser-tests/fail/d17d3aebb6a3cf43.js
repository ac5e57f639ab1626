"use strict"; for (let {a: b = let};;) {}

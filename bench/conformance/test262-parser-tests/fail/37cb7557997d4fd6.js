"use strict"; for (let [a = let];;) {}

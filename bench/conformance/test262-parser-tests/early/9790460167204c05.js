'use strict'; for (let in a) {}

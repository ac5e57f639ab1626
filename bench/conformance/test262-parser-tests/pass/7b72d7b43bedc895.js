'use strict';
var a = {
    '10': 1,
    '0x20': 2
};

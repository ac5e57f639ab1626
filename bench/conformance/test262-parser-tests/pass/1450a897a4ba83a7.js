'use strict';
var a = {
    '0': 'b'
};

'use strict';
var a = {
    'b': 1
};

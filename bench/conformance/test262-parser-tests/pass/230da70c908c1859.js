'use strict';
var a = {
    delete: 1
};

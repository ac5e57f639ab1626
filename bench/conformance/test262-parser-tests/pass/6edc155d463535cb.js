(function () {
    'use strict';

    a = 1;
    function b() {
    }
});

(function () {
    'use strict';
    function a() {
    }
});

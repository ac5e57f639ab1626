'use strict';var a = function(){}(b())

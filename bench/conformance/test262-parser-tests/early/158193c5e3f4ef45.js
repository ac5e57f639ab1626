"use strict"; function *a(){ var b = function yield(){}; }

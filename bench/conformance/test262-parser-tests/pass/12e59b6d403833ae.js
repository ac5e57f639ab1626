'use strict';
a();

"use strict"; const let = 1;

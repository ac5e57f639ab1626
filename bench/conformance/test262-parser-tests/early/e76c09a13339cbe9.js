"use strict"; let yield = 1;

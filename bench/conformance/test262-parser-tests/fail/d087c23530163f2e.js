"use strict"; const const = 1;

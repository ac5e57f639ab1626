"use strict"; for (a in let) {}

"use strict"; for (a of let) {}

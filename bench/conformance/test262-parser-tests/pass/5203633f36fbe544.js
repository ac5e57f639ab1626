"use strict"; var { yield: a } = b;

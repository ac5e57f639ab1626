"use strict"; var { a: yield } = b;

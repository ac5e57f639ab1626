/**
 * @type {number}
 */
var a = 1;

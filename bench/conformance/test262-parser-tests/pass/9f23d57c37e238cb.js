/**
 * @type {number}
 */
var a = 1,
    /**
     * @type {number}
     */
    b = 2;

(/* comment */{
    /* comment 2 */
    a: null
})

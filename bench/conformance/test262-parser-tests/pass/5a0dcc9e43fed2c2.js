(/* comment */{
    a: null,
    b: null
})

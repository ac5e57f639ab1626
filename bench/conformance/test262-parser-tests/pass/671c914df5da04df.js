(/* comment */{
    a: null
})

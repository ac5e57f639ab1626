(function*() {})

(function*(...a) {})

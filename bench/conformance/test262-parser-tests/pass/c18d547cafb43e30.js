this

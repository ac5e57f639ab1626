null

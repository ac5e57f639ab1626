typeof /test/ + ' RegExp'

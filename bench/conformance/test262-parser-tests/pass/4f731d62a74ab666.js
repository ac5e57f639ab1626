(let[a]=b)

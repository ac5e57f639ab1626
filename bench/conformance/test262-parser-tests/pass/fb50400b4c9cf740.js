({ *a() { yield; } })

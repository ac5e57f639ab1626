var x = "

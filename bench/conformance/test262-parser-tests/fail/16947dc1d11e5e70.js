(function*yield(){})

(function yield(){})

function yield(){}

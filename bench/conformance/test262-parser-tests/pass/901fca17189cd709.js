function* a(){(class {[yield](){}})};

function* a(){(class extends (yield) {});}

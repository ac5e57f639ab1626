for (a in let) {}

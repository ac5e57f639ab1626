for (a of let) {}

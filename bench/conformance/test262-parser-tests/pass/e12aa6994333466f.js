var a; // if undeclared it's assumed to have side-effects
if (b()) {
    a(c);
} else {
    a(d);
}
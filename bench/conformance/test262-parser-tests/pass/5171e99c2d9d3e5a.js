// Do not remove first if consequent block
if (a) {
    if (b) { true; }
} else {
    false;
}

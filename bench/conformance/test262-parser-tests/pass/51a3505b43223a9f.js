if (a) {
} else {
}

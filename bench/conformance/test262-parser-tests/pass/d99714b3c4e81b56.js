for (;a();) {
    if (b()) c();
    else break;
}
for (;a();) {
    if (b()) c();
    else break;
    d();
    e();
}
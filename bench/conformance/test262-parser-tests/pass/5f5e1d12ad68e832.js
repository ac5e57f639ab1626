if (a && b) {
    c(a)[1].b.d = e();
} else
    c(a)[2].b.d = f();
while (a) {
    if (b) {
        switch (true) {
          case c():
            d();
        }
        continue;
    }
    e();
}
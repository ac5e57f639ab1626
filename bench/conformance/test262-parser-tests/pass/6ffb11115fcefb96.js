// mangle to the same name 'a'
c: {
          a("b");
          break c;
}
c: {
          a("b");
          break c;
}

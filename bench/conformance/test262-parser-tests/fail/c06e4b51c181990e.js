class A {
    foo() { new super + 3 }
}

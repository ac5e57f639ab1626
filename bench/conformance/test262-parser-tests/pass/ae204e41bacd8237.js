class a extends b { c() { super.yield } }

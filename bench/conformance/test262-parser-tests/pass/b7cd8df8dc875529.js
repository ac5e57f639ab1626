        while (!((a && b) || (c + "0"))) {
            d.e("f");
            var a;
            function b() {}
        }
        for (var c = 1, g; c && (g || c) && (!typeof c); ++c) {
            h();
            a();
            var i;
        }
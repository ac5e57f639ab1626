        function a() {
            b();
            c();
            d = 1;
            return;
            if (d) {
                e();
            }
        }
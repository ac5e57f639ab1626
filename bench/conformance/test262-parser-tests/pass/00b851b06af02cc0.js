a.b('c').
    d('e',
        /*@ngInject*/
        function(f) {
            return f;
        }).
    g('h',
        /*@ngInject*/
        function(i) {
            return i;
        })
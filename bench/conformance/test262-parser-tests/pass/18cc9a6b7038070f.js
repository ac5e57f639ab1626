(function ( a ) { });
(function ( [ a ] ) { });
(function ( [ a, b ] ) { });
(function ( [ [ a ] ] ) { });
(function ( [ [ a, b ] ] ) { });
(function ( [ a, [ b ] ] ) { });
(function ( [ [ b ], a ] ) { });

(function ( { a } ) { });
(function ( { a, b } ) { });

(function ( [ { a } ] ) { });
(function ( [ { a, b } ] ) { });
(function ( [ a, { b } ] ) { });
(function ( [ { b }, a ] ) { });

( [ a ] ) => { };
( [ a, b ] ) => { };

( { a } ) => { };
( { a, b, c, d, e } ) => { };

( [ a ] ) => b;
( [ a, b ] ) => c;

( { a } ) => b;
( { a, b } ) => c;
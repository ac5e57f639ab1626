(function (a, ...b){});
(function (...c){});
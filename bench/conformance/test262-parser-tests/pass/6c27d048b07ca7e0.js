class a {
    constructor() {
    };
    b() {};
};
class c {
    constructor(...d) {
    }
    b() {}
};
class e extends a {};
var f = class g {};
var h = class {};
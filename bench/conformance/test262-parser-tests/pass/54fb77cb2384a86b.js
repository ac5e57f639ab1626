'use strict';
{
    var a = 1;
    b();
    {
        b();
        b();
    }
}

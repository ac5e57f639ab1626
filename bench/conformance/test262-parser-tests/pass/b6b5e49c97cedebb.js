{
    'use strict';
}

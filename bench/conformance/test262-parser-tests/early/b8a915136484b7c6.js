(function ([]){'use strict';})

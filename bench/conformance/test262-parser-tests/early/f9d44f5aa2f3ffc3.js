({set a([]){'use strict'}})

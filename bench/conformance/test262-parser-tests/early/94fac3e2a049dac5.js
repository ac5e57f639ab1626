({a([]){'use strict'}})

function a([]){'use strict';}

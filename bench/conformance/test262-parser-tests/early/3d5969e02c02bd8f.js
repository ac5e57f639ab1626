(([]) => {'use strict';})

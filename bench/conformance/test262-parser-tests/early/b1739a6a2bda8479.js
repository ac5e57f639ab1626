"use strict"; ([yield] = a)

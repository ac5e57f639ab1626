"use strict"; function a() { yield }

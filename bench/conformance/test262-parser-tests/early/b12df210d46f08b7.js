"use strict"; try {} catch (yield) {}

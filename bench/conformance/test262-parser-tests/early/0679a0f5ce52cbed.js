"use strict"; var yield;
